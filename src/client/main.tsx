import { startPrerenderedApp } from './lib/deferred-boot';
import { isVisitorOnlyPath, loadVisitorOnlyPage } from './lib/visitor-pages';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

const boot = async () => {
  const [app] = await Promise.all([import('./boot'), loadVisitorOnlyPage(window.location.pathname)]);
  await app.boot(container);
};

// The bare shell's skeleton (scripts/prerender.mjs) is painted over, not hydrated.
if (container.firstElementChild && !container.hasAttribute('data-skeleton')) {
  // A pre-rendered page served only to visitors is complete without the app: it starts on interaction (ADR 007).
  startPrerenderedApp(boot, { waitForEngagement: isVisitorOnlyPath(window.location.pathname) });
} else {
  void boot();
}
