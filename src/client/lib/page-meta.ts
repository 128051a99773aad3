import { useEffect } from 'react';
import { documentTitle } from './route-meta';

/** A title and description per route (SEO, and screen readers announce the title on navigation). */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.appendChild(tag);
      }
      tag.content = description;
    }
  }, [title, description]);
}
