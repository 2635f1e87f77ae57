// The operator's details from the server configuration, as the footer, the menus and the legal
// pages read them.
export { siteApi, useGetSiteInfoQuery, useSiteInfo, type SiteInfo } from './api'
