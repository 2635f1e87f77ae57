import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadFile } from './downloadFile'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('downloadFile', () => {
  it('clicks a link to the text as a file and cleans up after it', async () => {
    const urls: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      urls.push(blob as Blob)
      return 'blob:report'
    })
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })

    downloadFile('report.json', '{"a":1}', 'application/fhir+json')

    expect(clicked).toHaveLength(1)
    expect(clicked[0]?.download).toBe('report.json')
    expect(clicked[0]?.getAttribute('href')).toBe('blob:report')
    expect(urls[0]?.type).toBe('application/fhir+json')
    expect(await urls[0]?.text()).toBe('{"a":1}')
    expect(revoke).toHaveBeenCalledWith('blob:report')
    expect(document.querySelector('a[download]')).toBeNull()
  })
})
