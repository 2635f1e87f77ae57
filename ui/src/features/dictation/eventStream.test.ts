import { describe, expect, it } from 'vitest'
import { parseEventStream, serverSentEvents } from './eventStream'

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

describe('parseEventStream', () => {
  it('returns the complete events and keeps the rest', () => {
    expect(parseEventStream('event: delta\ndata: {"text":"a"}\n\nevent: do')).toEqual({
      events: [{ event: 'delta', data: '{"text":"a"}' }],
      rest: 'event: do',
    })
  })

  it('reads CRLF lines, comments, multi-line data and unnamed events', () => {
    expect(parseEventStream(': keep-alive\r\n\r\ndata: one\r\ndata: two\r\n\r\n').events).toEqual([{ event: 'message', data: 'one\ntwo' }])
  })
})

describe('serverSentEvents', () => {
  it('yields each event once its blank line has arrived, however the bytes are split', async () => {
    const chunks = ['event: delta\nda', 'ta: {"text":"Li', 'ver"}\n', '\nevent: done\ndata: {}\n\n']
    const events = []
    for await (const event of serverSentEvents(streamOf(chunks))) events.push(event)
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Liver"}' },
      { event: 'done', data: '{}' },
    ])
  })

  it('keeps a character split between two chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: Schädel\n\n')
    const split = bytes.indexOf(0xc3) + 1
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split))
        controller.enqueue(bytes.slice(split))
        controller.close()
      },
    })
    const events = []
    for await (const event of serverSentEvents(stream)) events.push(event)
    expect(events).toEqual([{ event: 'message', data: 'Schädel' }])
  })
})
