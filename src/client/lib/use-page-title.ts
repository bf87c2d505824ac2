import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants.ts';

/** Formats a page title with the product name: 'Create a Cover Letter · ApplyKit'. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Cover letters and tailored resumes`;
}

/** Sets document.title for the current page. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
