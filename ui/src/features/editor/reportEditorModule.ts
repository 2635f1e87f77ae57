import { preloadable } from '../../lib/preload'

// Quill and the report editor built on it (about 60 kB gzip) in a chunk of their own: the
// workspace starts fetching it with its page and renders without waiting for it (ReportPanel
// shows a stand-in of the editor's size meanwhile).
export const reportEditorModule = preloadable(() => import('./ReportEditor'))
