/**
 * The one inline script a pre-rendered page carries. It starts the page's module (named in its `data-src`) once
 * the browser reports the first contentful paint: on a phone's slow connection nothing but the HTML is then fetched
 * before the text is on screen, and the module, which only hydrates a page that is already readable, no longer
 * competes with it (ADR 037). A browser without paint timing starts it at once; one that never paints the page (a
 * tab opened in the background) starts it a second after the load. The server's Content-Security-Policy allows
 * exactly this text, by its hash, and no other inline script.
 */
export const PAINT_FIRST_LOADER =
  "(function(s){var started=false;function start(){if(started)return;started=true;var m=document.createElement('script');m.type='module';m.src=s;document.head.appendChild(m)}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(e){start()}addEventListener('load',function(){setTimeout(start,1000)})})(document.currentScript.dataset.src)";
