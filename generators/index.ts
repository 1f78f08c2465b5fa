// generators/index.ts: every generator, the shapes they yield and the independent oracle (§2.1, §2.3, §4.2-4.4).
export * from './types.js';
export { validRecordName, type ValidRecordNameConstraints } from './valid/validRecordName.js';
export { validTtl, type ValidTtlConstraints } from './valid/validTtl.js';
export { validIpv4, type ValidIpv4Constraints } from './valid/validIpv4.js';
export { validIpv6, type ValidIpv6Constraints, type Ipv6Form } from './valid/validIpv6.js';
export { validDomainName, type ValidDomainNameConstraints } from './valid/validDomainName.js';
export { validTxt, type ValidTxtConstraints } from './valid/validTxt.js';
export { validSrvContent, type ValidSrvContentConstraints } from './valid/validSrvContent.js';
export { validExtendedRecord, type ValidExtendedRecordConstraints } from './valid/validExtendedRecord.js';
export { validCoreRecord, type ValidCoreRecordConstraints } from './valid/validCoreRecord.js';
export { validUserIdentifier, type ValidUserIdentifierConstraints } from './valid/validUserIdentifier.js';
export { validEmail, type ValidEmailConstraints } from './valid/validEmail.js';
export { validListQuery, type ValidListQueryConstraints } from './valid/validListQuery.js';
export { validRenewYears, type ValidRenewYearsConstraints } from './valid/validRenewYears.js';
export { invalidRecordName, type InvalidRecordNameConstraints, type InvalidRecordNameKind } from './invalid/invalidRecordName.js';
export { invalidTtl, type InvalidTtlConstraints } from './invalid/invalidTtl.js';
export { invalidIpv4, type InvalidIpv4Constraints } from './invalid/invalidIpv4.js';
export { invalidIpv6, type InvalidIpv6Constraints } from './invalid/invalidIpv6.js';
export { invalidDomainName, type InvalidDomainNameConstraints } from './invalid/invalidDomainName.js';
export { invalidTxt, type InvalidTxtConstraints } from './invalid/invalidTxt.js';
export { invalidSrvContent, type InvalidSrvContentConstraints } from './invalid/invalidSrvContent.js';
export {
  invalidExtendedRecord,
  type InvalidExtendedRecordConstraints,
  type InvalidRecordBody,
  type ExtendedRecordRule,
} from './invalid/invalidExtendedRecord.js';
export { invalidUserIdentifier, type InvalidUserIdentifierConstraints } from './invalid/invalidUserIdentifier.js';
export { INVALID_EMAIL_EXAMPLES, invalidEmail, type InvalidEmailConstraints } from './invalid/invalidEmail.js';
export { invalidListQuery, type InvalidListQueryConstraints, type RawListQuery } from './invalid/invalidListQuery.js';
export { invalidRenewYears, type InvalidRenewYearsConstraints } from './invalid/invalidRenewYears.js';
export { bulkBatch, type BulkBatch, type BulkBatchConstraints } from './bulkBatch.js';
export { ruleViolations, isHostName, type OracleKind, type OracleContext } from './oracle.js';
