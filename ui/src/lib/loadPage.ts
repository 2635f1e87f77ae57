// A full page load rather than a router navigation: for server routes (Google sign-in, logout)
// and after signing in, so every cached query starts afresh for the new session.
export function loadPage(url: string): void {
  window.location.assign(url)
}
