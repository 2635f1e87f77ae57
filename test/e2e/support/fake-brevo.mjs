// A small server speaking the part of Brevo's REST API v3 that RadScribe's contact sync uses:
// contact folders and lists, contacts created or updated, read back and deleted. It keeps
// every request it was sent, and a complaint for each one Brevo would refuse.
import { createServer } from 'node:http';

/** The API key the server accepts in the `api-key` header. */
export const brevoApiKey = 'xkeysib-e2e-0123456789abcdef';

function send(res, status, body) {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Starts the server on 127.0.0.1. Resolves to { baseURL (…/v3, for marketing.brevo.base_url),
 * requests ({ method, path, query, body } in order), complaints, lists, contacts (by address),
 * stop() }.
 */
export function startFakeBrevo() {
  const brevo = { baseURL: '', requests: [], complaints: [], folders: [], lists: [], contacts: new Map(), server: null };
  let nextId = 1;

  const handle = (req, res, body) => {
    const url = new URL(req.url, 'http://brevo.invalid');
    const path = url.pathname;
    brevo.requests.push({ method: req.method, path, query: Object.fromEntries(url.searchParams), body });
    const refuse = (status, code, message) => {
      brevo.complaints.push(`${req.method} ${path}: ${message}`);
      send(res, status, { code, message });
    };
    if (req.headers['api-key'] !== brevoApiKey) return refuse(401, 'unauthorized', 'Key not found');
    if (!path.startsWith('/v3/')) return refuse(404, 'not_found', 'Invalid route');
    const route = path.slice('/v3'.length);

    if (route === '/contacts/folders' && req.method === 'GET') {
      return send(res, 200, { folders: brevo.folders, count: brevo.folders.length });
    }
    if (route === '/contacts/folders' && req.method === 'POST') {
      if (typeof body?.name !== 'string' || body.name === '') return refuse(400, 'missing_parameter', 'name is missing');
      const folder = { id: nextId++, name: body.name, totalBlacklisted: 0, totalSubscribers: 0, uniqueSubscribers: 0 };
      brevo.folders.push(folder);
      return send(res, 201, { id: folder.id });
    }
    if (route === '/contacts/lists' && req.method === 'GET') {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (!(limit >= 0 && limit <= 50)) return refuse(400, 'out_of_range', 'limit must be at most 50');
      const lists = brevo.lists.slice(offset, offset + limit).map((list) => {
        const subscribers = [...brevo.contacts.values()].filter((contact) => contact.listIds.includes(list.id)).length;
        return { ...list, totalSubscribers: subscribers, uniqueSubscribers: subscribers, totalBlacklisted: 0 };
      });
      return send(res, 200, { lists, count: brevo.lists.length });
    }
    if (route === '/contacts/lists' && req.method === 'POST') {
      if (typeof body?.name !== 'string' || body.name === '') return refuse(400, 'missing_parameter', 'name is missing');
      if (!brevo.folders.some((folder) => folder.id === body.folderId)) return refuse(400, 'invalid_parameter', 'folderId is invalid');
      const list = { id: nextId++, name: body.name, folderId: body.folderId };
      brevo.lists.push(list);
      return send(res, 201, { id: list.id });
    }
    if (route === '/contacts' && req.method === 'POST') {
      if (typeof body?.email !== 'string' || !body.email.includes('@')) return refuse(400, 'invalid_parameter', 'Invalid email address');
      const listIds = body.listIds ?? [];
      if (!listIds.every((id) => brevo.lists.some((list) => list.id === id))) return refuse(400, 'invalid_parameter', 'Invalid listIds');
      const existing = brevo.contacts.get(body.email);
      if (existing && body.updateEnabled !== true) return refuse(400, 'duplicate_parameter', 'Contact already exist');
      const now = new Date().toISOString();
      const contact = {
        id: existing?.id ?? nextId++,
        email: body.email,
        emailBlacklisted: false,
        smsBlacklisted: false,
        createdAt: existing?.createdAt ?? now,
        modifiedAt: now,
        attributes: { ...existing?.attributes, ...body.attributes },
        listIds: [...new Set([...(existing?.listIds ?? []), ...listIds])],
      };
      brevo.contacts.set(body.email, contact);
      return existing ? send(res, 204) : send(res, 201, { id: contact.id });
    }
    const contactPath = /^\/contacts\/([^/]+)$/.exec(route);
    if (contactPath && (req.method === 'GET' || req.method === 'DELETE')) {
      const email = decodeURIComponent(contactPath[1]);
      const contact = brevo.contacts.get(email);
      // Brevo answers 404 for an unknown contact; that is no complaint, the sync may ask.
      if (!contact) return send(res, 404, { code: 'document_not_found', message: 'Contact does not exist' });
      if (req.method === 'DELETE') {
        brevo.contacts.delete(email);
        return send(res, 204);
      }
      return send(res, 200, contact);
    }
    return refuse(404, 'not_found', 'Invalid route');
  };

  brevo.server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body = null;
      if (raw !== '') {
        try {
          body = JSON.parse(raw);
        } catch {
          brevo.complaints.push(`${req.method} ${req.url}: the body is not JSON: ${raw.slice(0, 200)}`);
          send(res, 400, { code: 'bad_request', message: 'Invalid JSON' });
          return;
        }
        if (!String(req.headers['content-type']).startsWith('application/json')) {
          brevo.complaints.push(`${req.method} ${req.url}: a JSON body sent as ${req.headers['content-type']}`);
        }
      }
      handle(req, res, body);
    });
  });
  brevo.stop = () =>
    new Promise((resolve) => {
      brevo.server.close(() => resolve());
      brevo.server.closeAllConnections();
    });
  return new Promise((resolve, reject) => {
    brevo.server.once('error', reject);
    brevo.server.listen(0, '127.0.0.1', () => {
      brevo.baseURL = `http://127.0.0.1:${brevo.server.address().port}/v3`;
      resolve(brevo);
    });
  });
}

/** The RADSCRIBE_* settings that sync the server's contacts to `brevo`. */
export function brevoEnv(brevo) {
  return {
    RADSCRIBE_MARKETING_PROVIDER: 'brevo',
    RADSCRIBE_MARKETING_BREVO_API_KEY: brevoApiKey,
    RADSCRIBE_MARKETING_BREVO_BASE_URL: brevo.baseURL,
  };
}
