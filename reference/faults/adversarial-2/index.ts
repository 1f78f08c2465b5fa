// reference/faults/adversarial-2/index.ts: round 2 of the adversarial faults (issue 27, delivery 4), written from the spec alone; one file each.
import { adv2UserId255Refused } from './adv2-user-id-255-refused.js';
import { adv2UserIdUnderscoreRefused } from './adv2-user-id-underscore-refused.js';
import { adv2UpdateEmailTwoAtAccepted } from './adv2-update-email-two-at-accepted.js';
import { adv2SessionEchoLowercased } from './adv2-session-echo-lowercased.js';
import { adv2UsersListEmailNull } from './adv2-users-list-email-null.js';
import { adv2UserDetailTotalSpentNullWhenZero } from './adv2-user-detail-total-spent-null-when-zero.js';
import { adv2UsersListLastLoginEpoch } from './adv2-users-list-last-login-epoch.js';
import { adv2UserUpdateUpdatedAtEpoch } from './adv2-user-update-updated-at-epoch.js';
import { adv2DomainListPurchasedAtNumber } from './adv2-domain-list-purchased-at-number.js';
import { adv2DomainListAutoRenewString } from './adv2-domain-list-auto-renew-string.js';
import { adv2DomainDetailRenewalPriceNumber } from './adv2-domain-detail-renewal-price-number.js';
import { adv2DomainDetailRecordsNoCreatedAt } from './adv2-domain-detail-records-no-created-at.js';
import { adv2DomainListDnsCountSkipsRoot } from './adv2-domain-list-dns-count-skips-root.js';
import { adv2DomainListPendingShownActive } from './adv2-domain-list-pending-shown-active.js';
import { adv2DomainUpdateResponseNoName } from './adv2-domain-update-response-no-name.js';
import { adv2RenewCostNumber } from './adv2-renew-cost-number.js';
import { adv2PutTtl86400Refused } from './adv2-put-ttl-86400-refused.js';
import { adv2PutName253Refused } from './adv2-put-name-253-refused.js';
import { adv2PutAaaaCompressedRefused } from './adv2-put-aaaa-compressed-refused.js';
import { adv2BulkCnameRootAccepted } from './adv2-bulk-cname-root-accepted.js';
import { adv2MxPriorityZeroRefused } from './adv2-mx-priority-zero-refused.js';
import { adv2PutTxt255Refused } from './adv2-put-txt-255-refused.js';
import { adv2DnsListPriorityOmitted } from './adv2-dns-list-priority-omitted.js';
import { adv2TransferCostNumber } from './adv2-transfer-cost-number.js';
import { adv2TransferCurrencyMissing } from './adv2-transfer-currency-missing.js';
import { adv2TransferStatusIdRenamed } from './adv2-transfer-status-id-renamed.js';
import { adv2TransferEstimatedCompletionEpoch } from './adv2-transfer-estimated-completion-epoch.js';
import { adv2TransferStartedAtEpoch } from './adv2-transfer-started-at-epoch.js';
import { adv2TransferInitiatedPendingCapitalised } from './adv2-transfer-initiated-pending-capitalised.js';
import { adv2DomainDetailStatusCapitalised } from './adv2-domain-detail-status-capitalised.js';
import { adv2SessionExpires23h } from './adv2-session-expires-23h.js';
import { adv2CoreCreateStatusField } from './adv2-core-create-status-field.js';
import { adv2CoreGetContentNotValue } from './adv2-core-get-content-not-value.js';
import { adv2CorePatchTtlReset300 } from './adv2-core-patch-ttl-reset-300.js';
import { adv2CorePatchNameNotPersisted } from './adv2-core-patch-name-not-persisted.js';
import { adv2CoreCreateTtlNullWhenOmitted } from './adv2-core-create-ttl-null-when-omitted.js';
import { adv2CoreGetUnknown403 } from './adv2-core-get-unknown-403.js';
import { adv2CoreMissingTypeDefaultsA } from './adv2-core-missing-type-defaults-a.js';
import { adv2UsersListOffsetPageAligned } from './adv2-users-list-offset-page-aligned.js';
import { adv2UsersListLimit100Refused } from './adv2-users-list-limit-100-refused.js';
import { adv2UsersListSortLastLoginByCreated } from './adv2-users-list-sort-last-login-by-created.js';
import { adv2UsersListDomainCountAscIgnored } from './adv2-users-list-domain-count-asc-ignored.js';
import { adv2UsersListLimitNullWhenDefault } from './adv2-users-list-limit-null-when-default.js';
import { adv2UserDeleteUnknown204 } from './adv2-user-delete-unknown-204.js';
import { adv2UserUpdateEchoesOldEmail } from './adv2-user-update-echoes-old-email.js';
import { adv2UsersListTotalMinusOffset } from './adv2-users-list-total-minus-offset.js';
import { adv2RenewYearsIgnored } from './adv2-renew-years-ignored.js';
import { adv2RenewYearsFractionAccepted } from './adv2-renew-years-fraction-accepted.js';
import { adv2TransferExtendRegistrationRequired } from './adv2-transfer-extend-registration-required.js';
import { adv2TransferUserIdentifierOptional } from './adv2-transfer-user-identifier-optional.js';
import { adv2TransferRegisteredDomainAccepted } from './adv2-transfer-registered-domain-accepted.js';
import { adv2DomainUpdateWhoisFromAutoRenew } from './adv2-domain-update-whois-from-auto-renew.js';
import { adv2PutContentIgnoredWithName } from './adv2-put-content-ignored-with-name.js';
import { adv2BulkStopsAtFirstError } from './adv2-bulk-stops-at-first-error.js';
import { adv2BulkCreatedNoTtl } from './adv2-bulk-created-no-ttl.js';
import { adv2TemplateRecordsNoId } from './adv2-template-records-no-id.js';
import { adv2PutUnknownRecord200 } from './adv2-put-unknown-record-200.js';
import { adv2BulkErrorMessageEmpty } from './adv2-bulk-error-message-empty.js';
import { adv2TldsNoAuth } from './adv2-tlds-no-auth.js';
import { adv2AvailabilityInvalidKeyServed } from './adv2-availability-invalid-key-served.js';
import { adv2RenewForeignDomain404 } from './adv2-renew-foreign-domain-404.js';
import { adv2RenewErrorCodeMismatch } from './adv2-renew-error-code-mismatch.js';
import { adv2MissingUserIdNoDetailsField } from './adv2-missing-user-id-no-details-field.js';
import { adv2UpdateEmailDetailCodeWrong } from './adv2-update-email-detail-code-wrong.js';
import { adv2PutRecordMalformedJson500 } from './adv2-put-record-malformed-json-500.js';
import { adv2DnsCreateErrorNoMessage } from './adv2-dns-create-error-no-message.js';
import { adv2UsersListErrorsEmptyArray } from './adv2-users-list-errors-empty-array.js';
import { adv2RlUserDeletionLimit60 } from './adv2-rl-user-deletion-limit-60.js';
import { adv2RlRemainingStaticOnBulk } from './adv2-rl-remaining-static-on-bulk.js';
import { adv2RlResetIsoOnGetUser } from './adv2-rl-reset-iso-on-get-user.js';
import { adv2RlHeadersMissingOn404Domain } from './adv2-rl-headers-missing-on-404-domain.js';
import { adv2RlHeadersMissingOnDnsDelete } from './adv2-rl-headers-missing-on-dns-delete.js';
import { adv2RlTransferStatus503 } from './adv2-rl-transfer-status-503.js';
import { adv2RlAvailabilityLimit1000 } from './adv2-rl-availability-limit-1000.js';
import { adv2TldsContentTypeHtml } from './adv2-tlds-content-type-html.js';
import { adv2UpdateDomain204 } from './adv2-update-domain-204.js';
import { adv2TldsAvailableString } from './adv2-tlds-available-string.js';
import { adv2AvailabilityPremiumString } from './adv2-availability-premium-string.js';
import { adv2AvailabilityCurrencyWhenUnavailable } from './adv2-availability-currency-when-unavailable.js';
import type { Fault } from '../types.js';

export const adversarialRound2: Fault[] = [
  adv2UserId255Refused,
  adv2UserIdUnderscoreRefused,
  adv2UpdateEmailTwoAtAccepted,
  adv2SessionEchoLowercased,
  adv2UsersListEmailNull,
  adv2UserDetailTotalSpentNullWhenZero,
  adv2UsersListLastLoginEpoch,
  adv2UserUpdateUpdatedAtEpoch,
  adv2DomainListPurchasedAtNumber,
  adv2DomainListAutoRenewString,
  adv2DomainDetailRenewalPriceNumber,
  adv2DomainDetailRecordsNoCreatedAt,
  adv2DomainListDnsCountSkipsRoot,
  adv2DomainListPendingShownActive,
  adv2DomainUpdateResponseNoName,
  adv2RenewCostNumber,
  adv2PutTtl86400Refused,
  adv2PutName253Refused,
  adv2PutAaaaCompressedRefused,
  adv2BulkCnameRootAccepted,
  adv2MxPriorityZeroRefused,
  adv2PutTxt255Refused,
  adv2DnsListPriorityOmitted,
  adv2TransferCostNumber,
  adv2TransferCurrencyMissing,
  adv2TransferStatusIdRenamed,
  adv2TransferEstimatedCompletionEpoch,
  adv2TransferStartedAtEpoch,
  adv2TransferInitiatedPendingCapitalised,
  adv2DomainDetailStatusCapitalised,
  adv2SessionExpires23h,
  adv2CoreCreateStatusField,
  adv2CoreGetContentNotValue,
  adv2CorePatchTtlReset300,
  adv2CorePatchNameNotPersisted,
  adv2CoreCreateTtlNullWhenOmitted,
  adv2CoreGetUnknown403,
  adv2CoreMissingTypeDefaultsA,
  adv2UsersListOffsetPageAligned,
  adv2UsersListLimit100Refused,
  adv2UsersListSortLastLoginByCreated,
  adv2UsersListDomainCountAscIgnored,
  adv2UsersListLimitNullWhenDefault,
  adv2UserDeleteUnknown204,
  adv2UserUpdateEchoesOldEmail,
  adv2UsersListTotalMinusOffset,
  adv2RenewYearsIgnored,
  adv2RenewYearsFractionAccepted,
  adv2TransferExtendRegistrationRequired,
  adv2TransferUserIdentifierOptional,
  adv2TransferRegisteredDomainAccepted,
  adv2DomainUpdateWhoisFromAutoRenew,
  adv2PutContentIgnoredWithName,
  adv2BulkStopsAtFirstError,
  adv2BulkCreatedNoTtl,
  adv2TemplateRecordsNoId,
  adv2PutUnknownRecord200,
  adv2BulkErrorMessageEmpty,
  adv2TldsNoAuth,
  adv2AvailabilityInvalidKeyServed,
  adv2RenewForeignDomain404,
  adv2RenewErrorCodeMismatch,
  adv2MissingUserIdNoDetailsField,
  adv2UpdateEmailDetailCodeWrong,
  adv2PutRecordMalformedJson500,
  adv2DnsCreateErrorNoMessage,
  adv2UsersListErrorsEmptyArray,
  adv2RlUserDeletionLimit60,
  adv2RlRemainingStaticOnBulk,
  adv2RlResetIsoOnGetUser,
  adv2RlHeadersMissingOn404Domain,
  adv2RlHeadersMissingOnDnsDelete,
  adv2RlTransferStatus503,
  adv2RlAvailabilityLimit1000,
  adv2TldsContentTypeHtml,
  adv2UpdateDomain204,
  adv2TldsAvailableString,
  adv2AvailabilityPremiumString,
  adv2AvailabilityCurrencyWhenUnavailable,
];
