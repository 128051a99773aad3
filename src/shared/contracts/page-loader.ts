/**
 * The one inline script a pre-rendered page carries. It starts the page's module (named in its `data-src`) once
 * the browser reports the first contentful paint: on a phone's slow connection nothing but the HTML is then fetched
 * before the text is on screen, and the module, which only hydrates a page that is already readable, no longer
 * competes with it (ADR 037). A browser without paint timing starts it at once; one that never paints the page (a
 * tab opened in the background) starts it a second after the load.
 *
 * Until the module takes over, the loader keeps what the person did: any interaction starts the module at once, and
 * a button pressed or a form sent is held (`EarlyInput`) for lib/deferred-boot.ts to replay once the app runs, as it
 * does for presses made while the app loads. The server's Content-Security-Policy allows exactly this text, by its
 * hash, and no other inline script.
 */
export const PAINT_FIRST_LOADER = [
  '(function(s){',
  'var started=false,events=["pointerdown","touchstart","keydown","focusin","scroll","wheel","mousemove"];',
  'var early=window.ariaEarlyInput={engaged:false,press:null,stop:stop};',
  'function start(){if(started)return;started=true;var m=document.createElement("script");m.type="module";m.src=s;document.head.appendChild(m)}',
  'function engage(){early.engaged=true;start()}',
  'function hold(e){var t=e.target,b=e.type==="submit"?t:t&&t.closest?t.closest("button"):null;if(!b)return;',
  'e.preventDefault();e.stopPropagation();early.press={type:e.type,target:b};engage()}',
  'function stop(){events.forEach(function(t){removeEventListener(t,engage,true)});',
  'document.removeEventListener("click",hold,true);document.removeEventListener("submit",hold,true)}',
  'events.forEach(function(t){addEventListener(t,engage,{capture:true,passive:true})});',
  'document.addEventListener("click",hold,true);document.addEventListener("submit",hold,true);',
  'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}catch(e){start()}',
  'addEventListener("load",function(){setTimeout(start,1000)})',
  '})(document.currentScript.dataset.src)',
].join('');

/** What the loader kept for the module: whether the person interacted, the press it held, and how to stop it. */
export interface EarlyInput {
  engaged: boolean;
  press: { type: 'click' | 'submit'; target: Element } | null;
  stop(): void;
}
