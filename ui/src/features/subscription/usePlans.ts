import { useEffect } from 'react'
import { useGetPlansQuery } from './api'
import { planPrices, type PlanPrices } from './pricing'

// The plans' prices from the server, the spec's while they load; a failure to read them is only
// logged (spec 001 section 7), the spec's prices stay.
export function usePlanPrices(): PlanPrices {
  const { data, error } = useGetPlansQuery()
  useEffect(() => {
    if (error !== undefined) console.error('Failed to load the subscription plans', error)
  }, [error])
  return planPrices(data)
}
