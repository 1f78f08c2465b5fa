// adv2-put-record-malformed-json-500: §1 "All request and response bodies are JSON" (§7 "400 | validation_error | Invalid request data"),
// updateDnsRecord answers malformed JSON with 500.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2PutRecordMalformedJson500: Fault = {
  name: 'adv2-put-record-malformed-json-500',
  violates: ['ERR-MALFORMED-400'],
  operations: ['updateDnsRecord'],
  summary: 'PUT .../dns/{id} with a body that is not JSON is a 500',
  apply(parts) {
    onResponse(parts, ['updateDnsRecord'], (out, at) => {
      const b = out.body as any;
      if (out.status === 400 && b?.message === 'request body is not valid JSON')
        return errorResponse(parts, at.req, out, new ApiError(500, 'internal server error'));
    });
  },
};
