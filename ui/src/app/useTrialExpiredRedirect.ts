import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import type { AccessType } from '../lib/accessType'

// A trial that ends while the app is open (the server's 402 has the status read again) takes
// the user to /subscribe, whose 'Trial Expired' notice says why (spec 000 section 4). A user who
// arrives with the trial already over gets the Subscription Required page instead.
export function useTrialExpiredRedirect(accessType: AccessType) {
  const navigate = useNavigate()
  const previous = useRef(accessType)
  useEffect(() => {
    if (previous.current === 'full_access' && accessType === 'trial_expired') void navigate('/subscribe')
    previous.current = accessType
  }, [accessType, navigate])
}
