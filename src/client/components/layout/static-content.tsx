import { useState, type ReactNode } from 'react';
import { isHydrating } from '../../lib/hydration';

/**
 * Content that needs no JavaScript. When its page was pre-rendered, hydration adopts the server's HTML as it is
 * instead of walking it: while hydrating, React keeps the server's children of an element whose content is given
 * as innerHTML (a mismatch is only reported in development). That spares a phone most of the landing page's hydration work. After a client-side navigation it
 * renders its children as usual. Links inside adopted HTML are plain links: they load the next page.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const [adoptServerHtml] = useState(isHydrating);
  if (adoptServerHtml) return <div className="contents" dangerouslySetInnerHTML={{ __html: '' }} />;
  return <div className="contents">{children}</div>;
}
