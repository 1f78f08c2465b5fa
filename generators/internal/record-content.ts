// generators/internal/record-content.ts: the valid content arbitrary for each extended record type (§2.3 rule 3 and the SRV form).
import type { Arbitrary } from 'fast-check';
import type { ExtendedDnsType } from '../types.js';
import { validIpv4 } from '../valid/validIpv4.js';
import { validIpv6 } from '../valid/validIpv6.js';
import { validDomainName } from '../valid/validDomainName.js';
import { validTxt } from '../valid/validTxt.js';
import { validSrvContent } from '../valid/validSrvContent.js';

/** §2.3 rule 3 and the SRV form: the content each type takes. NS has no stated rule; it gets a domain name. */
export function contentFor(type: ExtendedDnsType): Arbitrary<string> {
  switch (type) {
    case 'A':
      return validIpv4(); // "A content must be a valid IPv4 address"
    case 'AAAA':
      return validIpv6(); // "AAAA content a valid IPv6 address"
    case 'CNAME':
    case 'MX':
    case 'NS':
      return validDomainName(); // "CNAME and MX content a valid domain name"
    case 'TXT':
      return validTxt(); // "TXT content any text, at most 255 characters per string"
    case 'SRV':
      return validSrvContent(); // "four space-separated parts: priority, weight, port, target"
  }
}
