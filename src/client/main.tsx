import { startPrerenderedApp } from './lib/deferred-boot';
import { isVisitorOnlyPath } from './lib/visitor-pages';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

const boot = () => import('./boot').then((app) => app.boot(container));

if (container.firstElementChild) {
  // A pre-rendered visitor page is complete without the app (ADR 007): it starts when the visitor interacts.
  startPrerenderedApp(boot, { waitForEngagement: isVisitorOnlyPath(window.location.pathname) });
} else {
  void boot();
}
