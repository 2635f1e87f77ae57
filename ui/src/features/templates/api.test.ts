import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../app/store'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { ctHead, mriKnee } from '../../test/templates'
import { templatesApi } from './api'

afterEach(() => {
  vi.useRealTimers()
})

describe('the default templates query', () => {
  it('keeps the list for the session and reads it again after an admin change', async () => {
    const fetchMock = stubApi({
      '/api/medical-templates': () => json(200, [ctHead, mriKnee]),
      [`/api/medical-templates/${ctHead.id}`]: () => json(200, ctHead),
    })
    const gets = () =>
      requestsTo(fetchMock, '/api/medical-templates').filter((request) => request.method === 'GET')
    vi.useFakeTimers()

    const first = store.dispatch(templatesApi.endpoints.getMasterTemplates.initiate())
    await first
    first.unsubscribe()
    // Unused for an hour, well past RTK Query's default of a minute.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    const again = store.dispatch(templatesApi.endpoints.getMasterTemplates.initiate())
    expect((await again).data).toEqual([ctHead, mriKnee])
    expect(gets()).toHaveLength(1)

    await store.dispatch(templatesApi.endpoints.updateMasterTemplate.initiate({ ...ctHead }))
    await vi.waitFor(() => {
      expect(gets()).toHaveLength(2)
    })
    again.unsubscribe()
  })

  it('shows a saved template in the list at once, before the list is read again', async () => {
    const renamed = { ...ctHead, name: 'CT Head renamed' }
    stubApi({
      '/api/medical-templates': () => json(200, [ctHead, mriKnee]),
      [`/api/medical-templates/${ctHead.id}`]: () => json(200, renamed),
    })
    const list = store.dispatch(
      templatesApi.endpoints.getMasterTemplates.initiate(undefined, { forceRefetch: true }),
    )
    await list
    await store.dispatch(templatesApi.endpoints.updateMasterTemplate.initiate({ ...renamed }))
    // Read at once: the refetch the save asked for has not come back yet.
    const selectList = templatesApi.endpoints.getMasterTemplates.select()
    const cached = selectList(store.getState() as Parameters<typeof selectList>[0]).data
    expect(cached?.find((t) => t.id === ctHead.id)?.name).toBe('CT Head renamed')
    list.unsubscribe()
  })

  it('asks the browser to revalidate its copy with the ETag on every fetch', async () => {
    stubApi({ '/api/medical-templates': () => json(200, [ctHead]) })
    // The test environment's Request keeps no cache mode: the options it is built with are read.
    const modes: (RequestCache | undefined)[] = []
    const BaseRequest = globalThis.Request
    vi.stubGlobal(
      'Request',
      class extends BaseRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(input, init)
          if (new URL(this.url).pathname === '/api/medical-templates') modes.push(init?.cache)
        }
      },
    )
    const query = store.dispatch(
      templatesApi.endpoints.getMasterTemplates.initiate(undefined, { forceRefetch: true }),
    )
    await query
    query.unsubscribe()
    vi.unstubAllGlobals()
    expect(modes).not.toHaveLength(0)
    expect(new Set(modes)).toEqual(new Set(['no-cache']))
  })
})
