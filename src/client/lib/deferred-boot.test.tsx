import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyInput } from '../../shared/contracts/page-loader';
import { startPrerenderedApp } from './deferred-boot';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** A pre-rendered page: a button and a form the app will handle, and a link that works on its own. */
function renderPage() {
  document.body.innerHTML = `
    <button type="button" id="menu">Abrir menu</button>
    <a href="#planos" id="plans">Planos</a>
    <form id="company"><input name="companyName" /><button type="submit">Enviar</button></form>
  `;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    menu: byId<HTMLButtonElement>('menu'),
    plans: byId<HTMLAnchorElement>('plans'),
    form: byId<HTMLFormElement>('company'),
  };
}

const unfinishedBoots: Array<() => void> = [];

/** Stands in for hydration: the app's handlers arrive on the same nodes once boot resolves. */
function startedApp(page: ReturnType<typeof renderPage>, waitForEngagement = true) {
  const handled: string[] = [];
  const boot = deferred();
  unfinishedBoots.push(boot.resolve);
  const start = vi.fn(async () => {
    await boot.promise;
    page.menu.addEventListener('click', () => handled.push('menu'));
    page.form.addEventListener('submit', (event) => {
      event.preventDefault();
      handled.push(`submit:${new FormData(page.form).get('companyName')}`);
    });
  });
  startPrerenderedApp(start, { waitForEngagement });
  return { handled, start, boot };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// Each page's listeners are global: start and finish every boot so that none outlives its test.
afterEach(async () => {
  window.dispatchEvent(new Event('scroll'));
  unfinishedBoots.splice(0).forEach((resolve) => resolve());
  await flush();
  document.body.innerHTML = '';
});

describe('startPrerenderedApp', () => {
  it('does not start the app while nobody interacts with the page', async () => {
    const { start } = startedApp(renderPage());
    await flush();
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the app once, on the first sign of engagement', async () => {
    const { start } = startedApp(renderPage());
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pointerdown'));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a button press made before the app is ready and replays it once it is', async () => {
    const page = renderPage();
    const { handled, boot } = startedApp(page);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.menu.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(handled).toEqual([]);
    expect(page.menu).toHaveAttribute('aria-busy', 'true');

    boot.resolve();
    await flush();
    expect(handled).toEqual(['menu']);
    expect(page.menu).not.toHaveAttribute('aria-busy');
    page.menu.click();
    expect(handled).toEqual(['menu', 'menu']);
  });

  it('replays a form submission with what was typed before the app was ready', async () => {
    const page = renderPage();
    const { handled, boot } = startedApp(page);
    (page.form.elements.namedItem('companyName') as HTMLInputElement).value = 'Acolhe Ltda';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    boot.resolve();
    await flush();
    expect(handled).toEqual(['submit:Acolhe Ltda']);
  });

  it('starts at once on other pages, and still holds a press made while it loads', async () => {
    const page = renderPage();
    const { handled, start, boot } = startedApp(page, false);
    expect(start).toHaveBeenCalledTimes(1);
    page.menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    boot.resolve();
    await flush();
    expect(handled).toEqual(['menu']);
  });

  it("takes over what the page's inline loader held before this module arrived: it starts, and replays the press", async () => {
    const page = renderPage();
    const stop = vi.fn();
    const early: EarlyInput = { engaged: true, press: { type: 'click', target: page.menu }, stop };
    (window as { ariaEarlyInput?: EarlyInput }).ariaEarlyInput = early;
    try {
      const { start, boot, handled } = startedApp(page);
      expect(stop).toHaveBeenCalledTimes(1);
      expect(start).toHaveBeenCalledTimes(1);
      expect(page.menu.getAttribute('aria-busy')).toBe('true');
      boot.resolve();
      await flush();
      expect(handled).toEqual(['menu']);
    } finally {
      delete (window as { ariaEarlyInput?: EarlyInput }).ariaEarlyInput;
    }
  });

  it('leaves links to the browser', () => {
    const page = renderPage();
    const { start } = startedApp(page);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.plans.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('stops holding presses when the app fails to load, so nothing waits forever', async () => {
    const page = renderPage();
    const { boot } = startedApp(page);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page.menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    boot.reject(new Error('offline'));
    await flush();
    expect(errors).toHaveBeenCalled();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.menu.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    errors.mockRestore();
  });
});
