import type { MasterTemplate, UserTemplate } from '../features/templates'

// Templates for the tests of the template picker, the template tabs and the workspace.
export const ctHead: MasterTemplate = {
  id: 'm1',
  name: 'CT Head',
  type: 'Neuro',
  modality: 'CT',
  language: 'en',
  templateHtml: '<h2>CT Head</h2><p>Brain: normal.</p>',
}

export const mriKnee: MasterTemplate = {
  id: 'm2',
  name: 'MRT Knie',
  type: 'Muskuloskelettal',
  modality: 'MRI',
  language: 'de',
  templateHtml: '<h2>MRT Knie</h2><p>Menisken: regelrecht.</p>',
}

export const usThyroid: MasterTemplate = {
  id: 'm3',
  name: 'Échographie thyroïdienne',
  type: 'Cou',
  modality: 'US',
  language: 'fr',
  templateHtml: '<p>Thyroïde: normale.</p>',
}

export const myChest: UserTemplate = {
  id: 'u-t1',
  name: 'My chest CT',
  modality: 'CT',
  language: 'en',
  templateHtml: '<p>Lungs: clear.</p>',
  createdAt: '2026-03-14T09:30:00Z',
  userId: 'u1',
}
