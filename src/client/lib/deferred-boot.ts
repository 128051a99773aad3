import type { EarlyInput } from '../../shared/contracts/page-loader';
/**
 * What counts as a visitor engaging with a page: any of these starts the app. Scrolling counts so that the app is
 * ready by the time a reader reaches the company form.
 */
const ENGAGEMENT_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
  'mousemove',
] as const;

const CAPTURE = { capture: true, passive: true } as const;

/**
 * Starts the app of a pre-rendered page, at once or on the visitor's first interaction. Such a page is readable
 * and its links and anchors are plain HTML before the app starts, so on `/` a phone that only reads it never pays
 * for evaluating and hydrating the app (ADR 007). A button press or form submission made before the app can handle
 * it is held and replayed once it can: hydration keeps the same DOM nodes, so the held element is still the one on
 * screen.
 */
export function startPrerenderedApp(
  boot: () => Promise<void>,
  { waitForEngagement }: { waitForEngagement: boolean },
): void {
  let started = false;
  let replay: (() => void) | null = null;
  // On a slow connection the app can take seconds to arrive: the held element shows that it is working on it.
  let busyElement: HTMLElement | null = null;

  const markBusy = (element: HTMLElement | null) => {
    busyElement?.removeAttribute('aria-busy');
    busyElement = element;
    busyElement?.setAttribute('aria-busy', 'true');
  };

  const release = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    markBusy(null);
    const held = replay;
    replay = null;
    held?.();
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, start, CAPTURE);
    boot().then(release, (error: unknown) => {
      // The page stays readable and its links keep working; only its buttons wait for a reload.
      console.error('The app failed to start', error);
      replay = null;
      release();
    });
  };

  /** Keeps a form sent or a button pressed until the app can handle it, and shows that it is working on it. */
  function keep(target: HTMLElement) {
    markBusy(target);
    replay = target instanceof HTMLFormElement ? () => target.requestSubmit() : () => target.click();
  }

  function hold(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    const pressed =
      event.type === 'submit' && target instanceof HTMLFormElement ? target : target?.closest('button');
    // Links navigate by themselves; only buttons and forms need the app.
    if (!pressed) return;
    event.preventDefault();
    if (event.type !== 'submit') event.stopPropagation();
    keep(pressed);
    start();
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // What the page's inline loader kept before this module arrived (ADR 037): its listeners end here, and a press it
  // held is held here, as one made now would be.
  const early = (window as { ariaEarlyInput?: EarlyInput }).ariaEarlyInput;
  early?.stop();
  if (early?.press?.target instanceof HTMLElement) keep(early.press.target);
  if (waitForEngagement && !early?.engaged) {
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, start, CAPTURE);
  } else {
    start();
  }
}
