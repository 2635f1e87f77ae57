import type { Modality } from './types'

export const MODALITY_LABELS: Record<Modality, string> = {
  CT: 'CT',
  MRI: 'MRI',
  MX: 'MX (Mammography)',
  IR: 'IR (Interventional)',
  US: 'US (Ultrasound)',
  other: 'Other',
}

// The short modality badge: the code, except "other", which reads better as a word.
export function modalityBadge(modality: string): string {
  return modality === 'other' ? 'Other' : modality
}
