import { Link } from 'react-router'
import styles from './Logo.module.css'

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="RadScribe home">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className={styles.wordmark}>RadScribe</span>
    </Link>
  )
}
