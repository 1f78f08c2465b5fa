// adv2-core-create-ttl-null-when-omitted: §2.3 core "ttl | integer | no | Default 3600": createCoreDnsRecord answers ttl null when none was sent.
import { isSuccess, objectBodyOf, onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CoreCreateTtlNullWhenOmitted: Fault = {
  name: 'adv2-core-create-ttl-null-when-omitted',
  violates: ['CORE-DNS-TTL-DEFAULT'],
  operations: ['createCoreDnsRecord'],
  summary: 'the creation answer carries ttl null when the body had no ttl (3600 is stored)',
  apply(parts) {
    const noTtl = new WeakSet<object>();
    onRequest(parts, ['createCoreDnsRecord'], ({ req }) => {
      if (objectBodyOf(req)?.ttl === undefined) noTtl.add(req);
    });
    onResponse(parts, ['createCoreDnsRecord'], (out, at) => {
      const b = out.body as any;
      if (isSuccess(out.status) && noTtl.has(at.req) && b) b.ttl = null;
    });
  },
};
