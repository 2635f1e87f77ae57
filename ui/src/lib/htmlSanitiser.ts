import { preloadable } from './preload'

// DOMPurify, which cleans HTML from outside before an editor reads it (11 kB gzip): a first
// visit starts with an empty report, so it is fetched when the page is idle, or as soon as HTML
// from outside arrives (ReportEditor).
export const htmlSanitiser = preloadable(() => import('dompurify'))
