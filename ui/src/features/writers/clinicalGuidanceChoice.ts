import { readStoredState, useStoredState } from '../../lib/useStoredState'

const CLINICAL_GUIDANCE_KEY = 'radscribe.clinicalGuidance'
// On unless switched off, as the server's default.
const DEFAULT_CHOICE = { enabled: true }

/** The External Transcript panel's 'Clinical guidance' checkbox, remembered in this browser. */
export function useClinicalGuidanceChoice() {
  return useStoredState(CLINICAL_GUIDANCE_KEY, DEFAULT_CHOICE)
}

/**
 * The choice as stored right now. The voice panel has no checkbox of its own and stays mounted
 * while the checkbox changes, so it reads the choice when it sends a request.
 */
export function storedClinicalGuidance(): boolean {
  return readStoredState(CLINICAL_GUIDANCE_KEY, DEFAULT_CHOICE).enabled
}
