/**
 * docs/product.md, Plans and payments: a hosted payment page opens in a new tab (plans and consultations alike). A
 * blocked pop-up must not strand the person, so the current tab goes there instead.
 */
export function openCheckout(url: string): void {
  // 'noopener' in the features string would make window.open return null even on success, so the link to this
  // tab is cut by hand instead.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
