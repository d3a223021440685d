// A match's record file on the site's own origin: passed on to the API's GET /matches/:id/record.json with the visitor's cookie.
import { readApiUrl, recordUrl } from '@/lib/api-url';

/** Always asked again: who may read a private match's record depends on the visitor. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  let matchId = id;
  try {
    matchId = decodeURIComponent(id);
  } catch {
    // Not percent-encoding after all: the API answers for the id as written (400, it is no uuid).
  }
  const cookie = request.headers.get('cookie');
  // The API limits requests per browser address; it believes this machine's X-Forwarded-For (TRUST_PROXY loopback).
  const forwardedFor = request.headers.get('x-forwarded-for');
  try {
    const upstream = await fetch(recordUrl(readApiUrl(process.env), matchId), {
      headers: { ...(cookie ? { cookie } : {}), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
    // The API's answer as it is: the file with its name, or its error in words (400, 404) as JSON.
    const headers = new Headers({
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      'cache-control': 'private, no-store',
    });
    const disposition = upstream.headers.get('content-disposition');
    if (disposition) headers.set('content-disposition', disposition);
    return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers });
  } catch {
    return Response.json(
      {
        errors: [
          {
            message: 'The game server cannot be reached right now; try again in a moment.',
            extensions: { code: 'API_UNREACHABLE' },
          },
        ],
      },
      { status: 502 },
    );
  }
}
