import { Fragment } from 'react'

// Text that may wrap after any of the given characters ('/' of a path, '@' of an address)
// rather than anywhere, so a narrow column breaks it where a reader expects.
export function Breakable({ text, after }: { text: string; after: string }) {
  const parts: string[] = []
  let start = 0
  for (let index = 0; index < text.length; index++) {
    if (after.includes(text.charAt(index)) && index > 0 && index < text.length - 1) {
      parts.push(text.slice(start, index + 1))
      start = index + 1
    }
  }
  parts.push(text.slice(start))
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}
