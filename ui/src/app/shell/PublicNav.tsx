import { Link, useLocation, useNavigate } from 'react-router'
import { PRICING_SECTION_ID } from '../../features/landing'
import { usePaymentsEnabled } from '../../features/site'
import { PlainButton } from '../../components/PlainButton'
import styles from './PublicNav.module.css'

function scrollToPricing() {
  document.getElementById(PRICING_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' })
}

// Header actions for signed-out visitors; Pricing only where the pricing section is: on the
// landing page of a server that sells subscriptions.
export function PublicNav() {
  const navigate = useNavigate()
  const onLanding = useLocation().pathname === '/'
  const selling = usePaymentsEnabled()

  return (
    <nav className={styles.nav} aria-label="Main">
      <Link to="/tutorials">Tutorials</Link>
      {onLanding && selling && (
        <PlainButton variant="text" onClick={scrollToPricing}>
          Pricing
        </PlainButton>
      )}
      <PlainButton variant="primary" onClick={() => void navigate('/login')}>
        Sign In
      </PlainButton>
    </nav>
  )
}
