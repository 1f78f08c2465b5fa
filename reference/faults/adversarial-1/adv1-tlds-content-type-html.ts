// adv1-tlds-content-type-html: §1 "All request and response bodies are JSON": listTlds labels its JSON body text/html.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TldsContentTypeHtml: Fault = {
  name: 'adv1-tlds-content-type-html',
  violates: ['HTTP-JSON'],
  operations: ['listTlds'],
  summary: 'GET /api/v1/domains/tlds answers its success with Content-Type text/html; every other operation says application/json.',
  apply(parts) {
    onResponse(parts, ['listTlds'], (out) => {
      if (isSuccess(out.status)) out.headers['content-type'] = 'text/html; charset=utf-8';
    });
  },
};
