export interface ServerSentEvent {
  event: string
  data: string
}

// One event's lines (the text/event-stream format of the HTML standard): 'event:' names it,
// 'data:' lines make its data, a line starting with ':' is a comment.
function eventOf(block: string): ServerSentEvent | null {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }
  return data.length === 0 ? null : { event, data: data.join('\n') }
}

/** The complete events at the start of what has arrived so far, and the rest to keep for later. */
export function parseEventStream(received: string): { events: ServerSentEvent[]; rest: string } {
  const blocks = received.replace(/\r\n/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  return { events: blocks.map(eventOf).filter((event) => event !== null), rest }
}

/** The events of a text/event-stream body, each as soon as its blank line has arrived. */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let received = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      const parsed = parseEventStream(received + decoder.decode(value, { stream: true }))
      received = parsed.rest
      yield* parsed.events
    }
  } finally {
    // Stops the download when the reader leaves early (after the last event it needs).
    await reader.cancel()
  }
}
