/** Whether a link from the API leaves the site (http(s), mailto, tel) rather than being an app path. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);
}
