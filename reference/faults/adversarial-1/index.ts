// reference/faults/adversarial-1/index.ts: round 1 of adversarial faults (issue 27, delivery 4), written from the spec alone, one deviation each.
import type { Fault } from '../types.js';
import { adv1TldsContentTypeHtml } from './adv1-tlds-content-type-html.js';
import { adv1UserId255RefusedOnCreate } from './adv1-user-id-255-refused-on-create.js';
import { adv1UserIdUnderscoreRefusedOnCreate } from './adv1-user-id-underscore-refused-on-create.js';
import { adv1UserDetailEmailNull } from './adv1-user-detail-email-null.js';
import { adv1UserListCreatedAtEpoch } from './adv1-user-list-created-at-epoch.js';
import { adv1UserDetailDomainCountString } from './adv1-user-detail-domain-count-string.js';
import { adv1UserUpdateEchoesOldEmail } from './adv1-user-update-echoes-old-email.js';
import { adv1UserEmailPlusRefusedOnCreate } from './adv1-user-email-plus-refused-on-create.js';
import { adv1DomainListAutoRenewString } from './adv1-domain-list-auto-renew-string.js';
import { adv1DomainDetailRecordsNoCreatedAt } from './adv1-domain-detail-records-no-created-at.js';
import { adv1DomainDetailRenewalPriceNumber } from './adv1-domain-detail-renewal-price-number.js';
import { adv1DomainUpdateEchoesOldWhois } from './adv1-domain-update-echoes-old-whois.js';
import { adv1RenewCostCurrencySymbol } from './adv1-renew-cost-currency-symbol.js';
import { adv1DomainListCountsRecordNames } from './adv1-domain-list-counts-record-names.js';
import { adv1DomainUpdateUpdatedAtSeconds } from './adv1-domain-update-updated-at-seconds.js';
import { adv1PutTtl86400Refused } from './adv1-put-ttl-86400-refused.js';
import { adv1BulkTtl60Refused } from './adv1-bulk-ttl-60-refused.js';
import { adv1PutName253Refused } from './adv1-put-name-253-refused.js';
import { adv1BulkTxt255Refused } from './adv1-bulk-txt-255-refused.js';
import { adv1BulkCnameRootAccepted } from './adv1-bulk-cname-root-accepted.js';
import { adv1BulkMxPriorityOptional } from './adv1-bulk-mx-priority-optional.js';
import { adv1PutAContentAcceptsIpv6 } from './adv1-put-a-content-accepts-ipv6.js';
import { adv1ListPriorityZeroForNonMx } from './adv1-list-priority-zero-for-non-mx.js';
import { adv1BulkTtlDefault3600 } from './adv1-bulk-ttl-default-3600.js';
import { adv1TransferCostNumber } from './adv1-transfer-cost-number.js';
import { adv1TransferStatusNoTransferId } from './adv1-transfer-status-no-transfer-id.js';
import { adv1TransferInitiateNoCurrency } from './adv1-transfer-initiate-no-currency.js';
import { adv1TransferEstimateEpochSeconds } from './adv1-transfer-estimate-epoch-seconds.js';
import { adv1TransferStartedAtHttpDate } from './adv1-transfer-started-at-http-date.js';
import { adv1TldAvailableString } from './adv1-tld-available-string.js';
import { adv1TldNoCurrency } from './adv1-tld-no-currency.js';
import { adv1TldTransferPriceMissing } from './adv1-tld-transfer-price-missing.js';
import { adv1AvailNoPremium } from './adv1-avail-no-premium.js';
import { adv1AvailSuggestionsJoined } from './adv1-avail-suggestions-joined.js';
import { adv1AvailCurrencyWhenUnavailable } from './adv1-avail-currency-when-unavailable.js';
import { adv1AvailPriceNumber } from './adv1-avail-price-number.js';
import { adv1TransferInitiateStatusUppercase } from './adv1-transfer-initiate-status-uppercase.js';
import { adv1DomainListStatusCapitalized } from './adv1-domain-list-status-capitalized.js';
import { adv1CoreCreateStateField } from './adv1-core-create-state-field.js';
import { adv1SessionExpiryFromUserCreation } from './adv1-session-expiry-from-user-creation.js';
import { adv1CoreGetTypeLowercase } from './adv1-core-get-type-lowercase.js';
import { adv1CorePatchResetsTtl } from './adv1-core-patch-resets-ttl.js';
import { adv1CorePatchUnknownRecord400 } from './adv1-core-patch-unknown-record-400.js';
import { adv1CoreCreateNoTtl } from './adv1-core-create-no-ttl.js';
import { adv1UserFindNoLoginUrl } from './adv1-user-find-no-login-url.js';
import { adv1GetDomain201 } from './adv1-get-domain-201.js';
import { adv1UsersListOffsetPageAligned } from './adv1-users-list-offset-page-aligned.js';
import { adv1UsersListOffsetEchoString } from './adv1-users-list-offset-echo-string.js';
import { adv1UsersListSortLastLoginIgnored } from './adv1-users-list-sort-last-login-ignored.js';
import { adv1UsersListDomainCountAscIgnored } from './adv1-users-list-domain-count-asc-ignored.js';
import { adv1UsersListTotalMinusOffset } from './adv1-users-list-total-minus-offset.js';
import { adv1UserDeleteUnknown204 } from './adv1-user-delete-unknown-204.js';
import { adv1RenewFromPurchaseDate } from './adv1-renew-from-purchase-date.js';
import { adv1DomainUpdateFalseIgnored } from './adv1-domain-update-false-ignored.js';
import { adv1TransferExtendRegistrationRequired } from './adv1-transfer-extend-registration-required.js';
import { adv1TransferExtendTrueRefused } from './adv1-transfer-extend-true-refused.js';
import { adv1TransferRegisteredDomainAccepted } from './adv1-transfer-registered-domain-accepted.js';
import { adv1RenewUnknownDomain422 } from './adv1-renew-unknown-domain-422.js';
import { adv1PutResponseBeforeUpdate } from './adv1-put-response-before-update.js';
import { adv1BulkCreatedNoTtl } from './adv1-bulk-created-no-ttl.js';
import { adv1BulkAllOrNothing } from './adv1-bulk-all-or-nothing.js';
import { adv1TemplateCreatedNoContent } from './adv1-template-created-no-content.js';
import { adv1DnsListTotalOwnerDomains } from './adv1-dns-list-total-owner-domains.js';
import { adv1PutUnknownRecord400 } from './adv1-put-unknown-record-400.js';
import { adv1PutPriorityIgnored } from './adv1-put-priority-ignored.js';
import { adv1DnsDelete200Empty } from './adv1-dns-delete-200-empty.js';
import { adv1TldsNoAuth } from './adv1-tlds-no-auth.js';
import { adv1AvailabilityAnyKey } from './adv1-availability-any-key.js';
import { adv1TransferStatusInvalidKey403 } from './adv1-transfer-status-invalid-key-403.js';
import { adv1DnsListUnknownDomain403 } from './adv1-dns-list-unknown-domain-403.js';
import { adv1TransferConflictCodeWrong } from './adv1-transfer-conflict-code-wrong.js';
import { adv1DnsPut404CodeWrong } from './adv1-dns-put-404-code-wrong.js';
import { adv1DnsCreate422NoMessage } from './adv1-dns-create-422-no-message.js';
import { adv1UserUpdateEmailFieldPath } from './adv1-user-update-email-field-path.js';
import { adv1UserMissingIdCodeRequired } from './adv1-user-missing-id-code-required.js';
import { adv1DnsPutMalformedJson422 } from './adv1-dns-put-malformed-json-422.js';
import { adv1UserDetail404EmptyErrors } from './adv1-user-detail-404-empty-errors.js';
import { adv1RlUserDeletionLimit60 } from './adv1-rl-user-deletion-limit-60.js';
import { adv1RlDnsUpdateRemainingPlusOne } from './adv1-rl-dns-update-remaining-plus-one.js';
import { adv1RlAvailabilityResetIso } from './adv1-rl-availability-reset-iso.js';
import { adv1RlCreateDnsHeadersMissingOnErrors } from './adv1-rl-create-dns-headers-missing-on-errors.js';
import { adv1RlBulk429As503 } from './adv1-rl-bulk-429-as-503.js';
import { adv1RlTransfersRemainingNegative } from './adv1-rl-transfers-remaining-negative.js';

export const adversarialRound1: Fault[] = [
  adv1TldsContentTypeHtml,
  adv1UserId255RefusedOnCreate,
  adv1UserIdUnderscoreRefusedOnCreate,
  adv1UserDetailEmailNull,
  adv1UserListCreatedAtEpoch,
  adv1UserDetailDomainCountString,
  adv1UserUpdateEchoesOldEmail,
  adv1UserEmailPlusRefusedOnCreate,
  adv1DomainListAutoRenewString,
  adv1DomainDetailRecordsNoCreatedAt,
  adv1DomainDetailRenewalPriceNumber,
  adv1DomainUpdateEchoesOldWhois,
  adv1RenewCostCurrencySymbol,
  adv1DomainListCountsRecordNames,
  adv1DomainUpdateUpdatedAtSeconds,
  adv1PutTtl86400Refused,
  adv1BulkTtl60Refused,
  adv1PutName253Refused,
  adv1BulkTxt255Refused,
  adv1BulkCnameRootAccepted,
  adv1BulkMxPriorityOptional,
  adv1PutAContentAcceptsIpv6,
  adv1ListPriorityZeroForNonMx,
  adv1BulkTtlDefault3600,
  adv1TransferCostNumber,
  adv1TransferStatusNoTransferId,
  adv1TransferInitiateNoCurrency,
  adv1TransferEstimateEpochSeconds,
  adv1TransferStartedAtHttpDate,
  adv1TldAvailableString,
  adv1TldNoCurrency,
  adv1TldTransferPriceMissing,
  adv1AvailNoPremium,
  adv1AvailSuggestionsJoined,
  adv1AvailCurrencyWhenUnavailable,
  adv1AvailPriceNumber,
  adv1TransferInitiateStatusUppercase,
  adv1DomainListStatusCapitalized,
  adv1CoreCreateStateField,
  adv1SessionExpiryFromUserCreation,
  adv1CoreGetTypeLowercase,
  adv1CorePatchResetsTtl,
  adv1CorePatchUnknownRecord400,
  adv1CoreCreateNoTtl,
  adv1UserFindNoLoginUrl,
  adv1GetDomain201,
  adv1UsersListOffsetPageAligned,
  adv1UsersListOffsetEchoString,
  adv1UsersListSortLastLoginIgnored,
  adv1UsersListDomainCountAscIgnored,
  adv1UsersListTotalMinusOffset,
  adv1UserDeleteUnknown204,
  adv1RenewFromPurchaseDate,
  adv1DomainUpdateFalseIgnored,
  adv1TransferExtendRegistrationRequired,
  adv1TransferExtendTrueRefused,
  adv1TransferRegisteredDomainAccepted,
  adv1RenewUnknownDomain422,
  adv1PutResponseBeforeUpdate,
  adv1BulkCreatedNoTtl,
  adv1BulkAllOrNothing,
  adv1TemplateCreatedNoContent,
  adv1DnsListTotalOwnerDomains,
  adv1PutUnknownRecord400,
  adv1PutPriorityIgnored,
  adv1DnsDelete200Empty,
  adv1TldsNoAuth,
  adv1AvailabilityAnyKey,
  adv1TransferStatusInvalidKey403,
  adv1DnsListUnknownDomain403,
  adv1TransferConflictCodeWrong,
  adv1DnsPut404CodeWrong,
  adv1DnsCreate422NoMessage,
  adv1UserUpdateEmailFieldPath,
  adv1UserMissingIdCodeRequired,
  adv1DnsPutMalformedJson422,
  adv1UserDetail404EmptyErrors,
  adv1RlUserDeletionLimit60,
  adv1RlDnsUpdateRemainingPlusOne,
  adv1RlAvailabilityResetIso,
  adv1RlCreateDnsHeadersMissingOnErrors,
  adv1RlBulk429As503,
  adv1RlTransfersRemainingNegative,
];
