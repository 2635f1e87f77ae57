import { Link } from 'react-router'
import { useSiteInfo } from '../../features/site'
import styles from './Footer.module.css'

export function Footer() {
  const siteInfo = useSiteInfo()
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label="Legal">
        <Link to="/disclaimer">Disclaimer</Link>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms of Service</Link>
      </nav>
      {siteInfo && (
        <address className={styles.company}>
          <div>{siteInfo.legalName}</div>
          {siteInfo.address !== '' && <div>{siteInfo.address}</div>}
          <a href={`mailto:${siteInfo.contactEmail}`}>{siteInfo.contactEmail}</a>
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {siteInfo.legalName}. All rights reserved.
          </p>
        </address>
      )}
    </footer>
  )
}
