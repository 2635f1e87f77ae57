// Reads multipart/form-data bodies, as the fake speech servers of the voice journeys receive them.

/** The parts of a multipart/form-data body: name, filename (or null) and bytes of each. */
export function multipartParts(body, contentType) {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!match) return null;
  const delimiter = Buffer.from(`--${match[1] ?? match[2]}`);
  const parts = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part sits between "delimiter CRLF" and "CRLF delimiter".
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    parts.push({
      name: /\bname="([^"]*)"/i.exec(headers)?.[1] ?? null,
      filename: /\bfilename="([^"]*)"/i.exec(headers)?.[1] ?? null,
      body: part.subarray(headerEnd + 4),
    });
    start = next;
  }
  return parts;
}
