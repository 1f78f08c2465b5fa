// reference/faults/index.ts: the catalogue of planted faults (one file each, named after the fault), looked up by name.
import { aContentUnchecked } from './a-content-unchecked.js';
import { aaaaContentUnchecked } from './aaaa-content-unchecked.js';
import { autoRenewEmptyCastTrue } from './auto-renew-empty-cast-true.js';
import { autoRenewTypeUnchecked } from './auto-renew-type-unchecked.js';
import { availabilityInvalidNameAccepted } from './availability-invalid-name-accepted.js';
import { availabilityNameNotEchoed } from './availability-name-not-echoed.js';
import { bearerSchemeNotChecked } from './bearer-scheme-not-checked.js';
import { bodyEncoding500 } from './body-encoding-500.js';
import { bulkAContentUnchecked } from './bulk-a-content-unchecked.js';
import { bulkAaaaContentUnchecked } from './bulk-aaaa-content-unchecked.js';
import { bulkCnameContentUnchecked } from './bulk-cname-content-unchecked.js';
import { bulkCreatedNotStored } from './bulk-created-not-stored.js';
import { bulkCreatesInvalidRecords } from './bulk-creates-invalid-records.js';
import { bulkDropsErrors } from './bulk-drops-errors.js';
import { bulkDropsNonObjectItems } from './bulk-drops-non-object-items.js';
import { bulkErrorRecordMissing } from './bulk-error-record-missing.js';
import { bulkErrorRecordNameOnly } from './bulk-error-record-name-only.js';
import { bulkFieldErrorsUnworded } from './bulk-field-errors-unworded.js';
import { bulkInvalidReportedCreated } from './bulk-invalid-reported-created.js';
import { bulkMxContentUnchecked } from './bulk-mx-content-unchecked.js';
import { bulkNameUnchecked } from './bulk-name-unchecked.js';
import { bulkSrvContentUnchecked } from './bulk-srv-content-unchecked.js';
import { bulkTtlUnchecked } from './bulk-ttl-unchecked.js';
import { bulkTxtContentUnchecked } from './bulk-txt-content-unchecked.js';
import { bulkUnknownDomain200 } from './bulk-unknown-domain-200.js';
import { cnameAtRootAccepted } from './cname-at-root-accepted.js';
import { cnameContentUnchecked } from './cname-content-unchecked.js';
import { coreCreate200 } from './core-create-200.js';
import { coreDelete200WithBody } from './core-delete-200-with-body.js';
import { coreDeleteNotPersisted } from './core-delete-not-persisted.js';
import { coreDomainIdArrayReadAsId } from './core-domain-id-array-read-as-id.js';
import { coreForeignRecordReadable } from './core-foreign-record-readable.js';
import { coreMissingDomainId404 } from './core-missing-domain-id-404.js';
import { corePatchNotPersisted } from './core-patch-not-persisted.js';
import { corePatchRequiresAllFields } from './core-patch-requires-all-fields.js';
import { corePatchTypeUnchecked } from './core-patch-type-unchecked.js';
import { coreRecordContentNotValue } from './core-record-content-not-value.js';
import { coreTtlDefault300 } from './core-ttl-default-300.js';
import { coreTtlNotStored } from './core-ttl-not-stored.js';
import { coreTypeEnumUnchecked } from './core-type-enum-unchecked.js';
import { coreUnknownRecord500 } from './core-unknown-record-500.js';
import { createIgnoresTtl } from './create-ignores-ttl.js';
import { createdAtMovedOnUpdate } from './created-at-moved-on-update.js';
import { deleteRemovesSiblings } from './delete-removes-siblings.js';
import { deletedRecordStillListed } from './deleted-record-still-listed.js';
import { dnsCountNotDecremented } from './dns-count-not-decremented.js';
import { dnsListRecordsRenamed } from './dns-list-records-renamed.js';
import { dnsListTotalOffByOne } from './dns-list-total-off-by-one.js';
import { dnsRecordStatusField } from './dns-record-status-field.js';
import { domainCountActiveOnly } from './domain-count-active-only.js';
import { domainDetailNameTrailingDot } from './domain-detail-name-trailing-dot.js';
import { domainDetailNoNameservers } from './domain-detail-no-nameservers.js';
import { domainDetailOwnerIsEmail } from './domain-detail-owner-is-email.js';
import { domainDetailRecordsStale } from './domain-detail-records-stale.js';
import { domainDetailStatusAlwaysActive } from './domain-detail-status-always-active.js';
import { domainListNameRenamed } from './domain-list-name-renamed.js';
import { dnsListOtherDomains } from './dns-list-other-domains.js';
import { domainListNoRegistrar } from './domain-list-no-registrar.js';
import { domainListTotalActiveOnly } from './domain-list-total-active-only.js';
import { domainSettingsNotPersisted } from './domain-settings-not-persisted.js';
import { domainStatusOutsideEnum } from './domain-status-outside-enum.js';
import { domainUpdateNoUpdatedAt } from './domain-update-no-updated-at.js';
import { emailDetailCodeWrong } from './email-detail-code-wrong.js';
import { emailNumber500 } from './email-number-500.js';
import { emailNotValidated } from './email-not-validated.js';
import { emailRequired } from './email-required.js';
import { errorBodyUndocumented } from './error-body-undocumented.js';
import { errorContentTypeTextPlain } from './error-content-type-text-plain.js';
import { extendedTtlDefault3600 } from './extended-ttl-default-3600.js';
import { foreignDomain404 } from './foreign-domain-404.js';
import { foreignDomainReadable } from './foreign-domain-readable.js';
import { invalidKey403 } from './invalid-key-403.js';
import { loginUrlCarriesApiKey } from './login-url-carries-api-key.js';
import { loginUrlMissing } from './login-url-missing.js';
import { loginUrlTokenIsApiKey } from './login-url-token-is-api-key.js';
import { malformedJson500 } from './malformed-json-500.js';
import { missingKey400 } from './missing-key-400.js';
import { missingNameDefaultsToRoot } from './missing-name-defaults-to-root.js';
import { mxContentUnchecked } from './mx-content-unchecked.js';
import { recordFieldTypesUnchecked } from './record-field-types-unchecked.js';
import { coreTypeExtendedAccepted } from './core-type-extended-accepted.js';
import { hostnameLastCharacterIgnored } from './hostname-last-character-ignored.js';
import { mxPriorityNotRequired } from './mx-priority-not-required.js';
import { name253Rejected } from './name-253-rejected.js';
import { name254Accepted } from './name-254-accepted.js';
import { nameLeadingHyphenAccepted } from './name-leading-hyphen-accepted.js';
import { nameTrailingHyphenAccepted } from './name-trailing-hyphen-accepted.js';
import { nameUnderscoreAccepted } from './name-underscore-accepted.js';
import { partialPutResetsTtl } from './partial-put-resets-ttl.js';
import { pathEncoding500 } from './path-encoding-500.js';
import { priorityKeptForA } from './priority-kept-for-a.js';
import { putAaaaContentUnchecked } from './put-aaaa-content-unchecked.js';
import { putChangesSiblings } from './put-changes-siblings.js';
import { putCnameContentUnchecked } from './put-cname-content-unchecked.js';
import { putMxContentUnchecked } from './put-mx-content-unchecked.js';
import { putMxPriorityNullAccepted } from './put-mx-priority-null-accepted.js';
import { putNameHyphenUnchecked } from './put-name-hyphen-unchecked.js';
import { putSrvContentUnchecked } from './put-srv-content-unchecked.js';
import { putTtlMinUnchecked } from './put-ttl-min-unchecked.js';
import { putTxtLengthUnchecked } from './put-txt-length-unchecked.js';
import { recordDelete200WithBody } from './record-delete-200-with-body.js';
import { recordDeleteUnknown204 } from './record-delete-unknown-204.js';
import { recordNoUpdatedAt } from './record-no-updated-at.js';
import { recordTypeChangeAllowed } from './record-type-change-allowed.js';
import { recordUpdateNotPersisted } from './record-update-not-persisted.js';
import { recordUpdateSkipsValidation } from './record-update-skips-validation.js';
import { recordUpdatedAtBeforeCreated } from './record-updated-at-before-created.js';
import { registeredDomainAvailable } from './registered-domain-available.js';
import { rejectedRecordStillCreated } from './rejected-record-still-created.js';
import { renew10YearsRefused } from './renew-10-years-refused.js';
import { renewCountsFromToday } from './renew-counts-from-today.js';
import { renewNoRenewedAt } from './renew-no-renewed-at.js';
import { renewNotPersisted } from './renew-not-persisted.js';
import { renewYears0Accepted } from './renew-years-0-accepted.js';
import { renewYears11Accepted } from './renew-years-11-accepted.js';
import { renewYearsMinusOne } from './renew-years-minus-one.js';
import { renewYearsString500 } from './renew-years-string-500.js';
import { repeatCreate400 } from './repeat-create-400.js';
import { repeatCreateDuplicatesUser } from './repeat-create-duplicates-user.js';
import { rlCoreCountedAcrossKeys } from './rl-core-counted-across-keys.js';
import { rlCoreWritesCountedAcrossKeys } from './rl-core-writes-counted-across-keys.js';
import { rlCoreHourlyPerOperation } from './rl-core-hourly-per-operation.js';
import { rlCoreHourlyUnenforced } from './rl-core-hourly-unenforced.js';
import { rlGroupsShareCounter } from './rl-groups-share-counter.js';
import { rlHeadersMissingOnBulk } from './rl-headers-missing-on-bulk.js';
import { rlLimitWrongForUserUpdates } from './rl-limit-wrong-for-user-updates.js';
import { rlNo429 } from './rl-no-429.js';
import { rlRemainingNotDecreasing } from './rl-remaining-not-decreasing.js';
import { rlResetInMilliseconds } from './rl-reset-in-milliseconds.js';
import { rlResetInPast } from './rl-reset-in-past.js';
import { rlSuccessesUncounted } from './rl-successes-uncounted.js';
import { rootNameRejected } from './root-name-rejected.js';
import { sessionEchoTruncated } from './session-echo-truncated.js';
import { sessionExpires12h } from './session-expires-12h.js';
import { sessionExpiresAtInMs } from './session-expires-at-in-ms.js';
import { srvContentUnchecked } from './srv-content-unchecked.js';
import { srvPriorityFirstCharacter } from './srv-priority-first-character.js';
import { successContentTypeTextPlain } from './success-content-type-text-plain.js';
import { suggestionsObjects } from './suggestions-objects.js';
import { templateIdNotEchoed } from './template-id-not-echoed.js';
import { templateRecordsNotCreated } from './template-records-not-created.js';
import { templateUnknownDomain200 } from './template-unknown-domain-200.js';
import { templateVariableTypeUnchecked } from './template-variable-type-unchecked.js';
import { tldPricesNumbers } from './tld-prices-numbers.js';
import { transferAuthCodeOptional } from './transfer-auth-code-optional.js';
import { transferAuthCodeTypeUnchecked } from './transfer-auth-code-type-unchecked.js';
import { transferCompletedWithoutDomain } from './transfer-completed-without-domain.js';
import { transferCompletesOnReread } from './transfer-completes-on-reread.js';
import { transferDomainNameNumber500 } from './transfer-domain-name-number-500.js';
import { transferExtendTypeUnchecked } from './transfer-extend-type-unchecked.js';
import { transferIdNotReadable } from './transfer-id-not-readable.js';
import { transferInitiatedInProgress } from './transfer-initiated-in-progress.js';
import { transferNoEstimatedCompletion } from './transfer-no-estimated-completion.js';
import { transferRepeatAccepted } from './transfer-repeat-accepted.js';
import { transferStatusNoStartedAt } from './transfer-status-no-started-at.js';
import { transferStatusOutsideEnum } from './transfer-status-outside-enum.js';
import { transferStatusWrongDomain } from './transfer-status-wrong-domain.js';
import { transferUnknown200 } from './transfer-unknown-200.js';
import { ttlMaxOffByOne } from './ttl-max-off-by-one.js';
import { ttlMinExclusive } from './ttl-min-exclusive.js';
import { ttlMinOffByOne } from './ttl-min-off-by-one.js';
import { txt256Accepted } from './txt-256-accepted.js';
import { unauthorizedCodeWrong } from './unauthorized-code-wrong.js';
import { unavailablePriceNotNull } from './unavailable-price-not-null.js';
import { unknownDomain403 } from './unknown-domain-403.js';
import { unknownTemplate200 } from './unknown-template-200.js';
import { unknownTypeAccepted } from './unknown-type-accepted.js';
import { updatedAtNotMoved } from './updated-at-not-moved.js';
import { userCreate200 } from './user-create-200.js';
import { userDelete200WithBody } from './user-delete-200-with-body.js';
import { userDeleteKeepsTransfers } from './user-delete-keeps-transfers.js';
import { userDeleteRemovesKeyDomains } from './user-delete-removes-key-domains.js';
import { userDeleteRemovesSameNameTransfers } from './user-delete-removes-same-name-transfers.js';
import { userDeletedDomainsListed } from './user-deleted-domains-listed.js';
import { userDeletedStillReadable } from './user-deleted-still-readable.js';
import { userDetailTotalSpentNumber } from './user-detail-total-spent-number.js';
import { userDomainsActiveOnly } from './user-domains-active-only.js';
import { userDomainsIgnoreKey } from './user-domains-ignore-key.js';
import { userEmailUpdateNotPersisted } from './user-email-update-not-persisted.js';
import { userId256Accepted } from './user-id-256-accepted.js';
import { userIdCharsetUnchecked } from './user-id-charset-unchecked.js';
import { userIdMissing422 } from './user-id-missing-422.js';
import { userIdNumberAccepted } from './user-id-number-accepted.js';
import { userLookupIgnoresKey } from './user-lookup-ignores-key.js';
import { userUpdateEmailTypeUnchecked } from './user-update-email-type-unchecked.js';
import { userUpdateIgnoresKey } from './user-update-ignores-key.js';
import { userUpdateNoUpdatedAt } from './user-update-no-updated-at.js';
import { userUpdateUpsertsUnknown } from './user-update-upserts-unknown.js';
import { usersListBadParams500 } from './users-list-bad-params-500.js';
import { recordFoundUnderAnyDomain } from './record-found-under-any-domain.js';
import { putClearsMxPriority } from './put-clears-mx-priority.js';
import { domainUpdateOmittedFalse } from './domain-update-omitted-false.js';
import { userUpdateKeepsUpdatedAt } from './user-update-keeps-updated-at.js';
import { usersListDefaultLimit20 } from './users-list-default-limit-20.js';
import { usersListDomainCountZero } from './users-list-domain-count-zero.js';
import { usersListLimit101Accepted } from './users-list-limit-101-accepted.js';
import { usersListNoOffset } from './users-list-no-offset.js';
import { usersListOffsetIgnored } from './users-list-offset-ignored.js';
import { usersListOrderInverted } from './users-list-order-inverted.js';
import { usersListSortIgnored } from './users-list-sort-ignored.js';
import { usersListTotalIsPageSize } from './users-list-total-is-page-size.js';
import { usersListTotalSpent } from './users-list-total-spent.js';
import { usersVisibleAcrossKeys } from './users-visible-across-keys.js';
import { userDeleteTakesKeyTransfers } from './user-delete-takes-key-transfers.js';
import { currencyEmpty } from './currency-empty.js';
import { authSchemeSuffix } from './auth-scheme-suffix.js';
import { rlLimitOffByOne } from './rl-limit-off-by-one.js';
import { txtBackslashDropped } from './txt-backslash-dropped.js';
import { txtContentTyped } from './txt-content-typed.js';
import { apiKeyPrefixAccepted } from './api-key-prefix-accepted.js';
import { emailPlusRejected } from './email-plus-rejected.js';
import { putEmailPlusRejected } from './put-email-plus-rejected.js';
import { recordNameOneCharacterRejected } from './record-name-one-character-rejected.js';
import { aaaaMixedNotationRejected } from './aaaa-mixed-notation-rejected.js';
import { bulkAaaaMixedNotationRejected } from './bulk-aaaa-mixed-notation-rejected.js';
import { sessionExpiresFromUserCreation } from './session-expires-from-user-creation.js';
import { completedTransferDomainDangling } from './completed-transfer-domain-dangling.js';
import { completedTransferCompletedAtEpoch } from './completed-transfer-completed-at-epoch.js';
import { putName254Accepted } from './put-name-254-accepted.js';
import { bulkTtlMaxOffByOne } from './bulk-ttl-max-off-by-one.js';
import { putTtlMaxRefused } from './put-ttl-max-refused.js';
import { usersListOffsetPageAligned } from './users-list-offset-page-aligned.js';
import { userCreatedAtMovedOnUpdate } from './user-created-at-moved-on-update.js';
import { userCreatedAtMovedOnSession } from './user-created-at-moved-on-session.js';
import { rlHeadersMissingOnErrorDeleteUser } from './rl-headers-missing-on-error-delete-user.js';
import { userCreateEmailFieldPointer } from './user-create-email-field-pointer.js';
import { domainWhoisPrivacyOffRefused } from './domain-whois-privacy-off-refused.js';
import { adversarialRound1 } from './adversarial-1/index.js';
import { adversarialRound2 } from './adversarial-2/index.js';
import type { Fault } from './types.js';

export type { Fault } from './types.js';

/** Every planted fault, in file-name order. */
export const faultCatalogue: Fault[] = [
  aContentUnchecked,
  aaaaContentUnchecked,
  autoRenewEmptyCastTrue,
  autoRenewTypeUnchecked,
  availabilityInvalidNameAccepted,
  availabilityNameNotEchoed,
  bearerSchemeNotChecked,
  bodyEncoding500,
  bulkAContentUnchecked,
  bulkAaaaContentUnchecked,
  bulkCnameContentUnchecked,
  bulkCreatedNotStored,
  bulkCreatesInvalidRecords,
  bulkDropsErrors,
  bulkDropsNonObjectItems,
  bulkErrorRecordMissing,
  bulkErrorRecordNameOnly,
  bulkFieldErrorsUnworded,
  bulkInvalidReportedCreated,
  bulkMxContentUnchecked,
  bulkNameUnchecked,
  bulkSrvContentUnchecked,
  bulkTtlUnchecked,
  bulkTxtContentUnchecked,
  bulkUnknownDomain200,
  cnameAtRootAccepted,
  cnameContentUnchecked,
  coreCreate200,
  coreDelete200WithBody,
  coreDeleteNotPersisted,
  coreDomainIdArrayReadAsId,
  coreForeignRecordReadable,
  coreMissingDomainId404,
  corePatchNotPersisted,
  corePatchRequiresAllFields,
  corePatchTypeUnchecked,
  coreRecordContentNotValue,
  coreTtlDefault300,
  coreTtlNotStored,
  coreTypeEnumUnchecked,
  coreUnknownRecord500,
  createIgnoresTtl,
  createdAtMovedOnUpdate,
  deleteRemovesSiblings,
  deletedRecordStillListed,
  dnsCountNotDecremented,
  dnsListRecordsRenamed,
  dnsListTotalOffByOne,
  dnsRecordStatusField,
  domainCountActiveOnly,
  domainDetailNameTrailingDot,
  domainDetailNoNameservers,
  domainDetailOwnerIsEmail,
  domainDetailRecordsStale,
  domainDetailStatusAlwaysActive,
  domainListNameRenamed,
  dnsListOtherDomains,
  domainListNoRegistrar,
  domainListTotalActiveOnly,
  domainSettingsNotPersisted,
  domainStatusOutsideEnum,
  domainUpdateNoUpdatedAt,
  emailDetailCodeWrong,
  emailNumber500,
  emailNotValidated,
  emailRequired,
  errorBodyUndocumented,
  errorContentTypeTextPlain,
  extendedTtlDefault3600,
  foreignDomain404,
  foreignDomainReadable,
  invalidKey403,
  loginUrlCarriesApiKey,
  loginUrlMissing,
  loginUrlTokenIsApiKey,
  malformedJson500,
  missingKey400,
  missingNameDefaultsToRoot,
  mxContentUnchecked,
  mxPriorityNotRequired,
  hostnameLastCharacterIgnored,
  coreTypeExtendedAccepted,
  recordFieldTypesUnchecked,
  name253Rejected,
  name254Accepted,
  nameLeadingHyphenAccepted,
  nameTrailingHyphenAccepted,
  nameUnderscoreAccepted,
  partialPutResetsTtl,
  pathEncoding500,
  priorityKeptForA,
  putAaaaContentUnchecked,
  putChangesSiblings,
  putCnameContentUnchecked,
  putMxContentUnchecked,
  putMxPriorityNullAccepted,
  putNameHyphenUnchecked,
  putSrvContentUnchecked,
  putTtlMinUnchecked,
  putTxtLengthUnchecked,
  recordDelete200WithBody,
  recordDeleteUnknown204,
  recordNoUpdatedAt,
  recordTypeChangeAllowed,
  recordUpdateNotPersisted,
  recordUpdateSkipsValidation,
  recordUpdatedAtBeforeCreated,
  registeredDomainAvailable,
  rejectedRecordStillCreated,
  renew10YearsRefused,
  renewCountsFromToday,
  renewNoRenewedAt,
  renewNotPersisted,
  renewYears0Accepted,
  renewYears11Accepted,
  renewYearsMinusOne,
  renewYearsString500,
  repeatCreate400,
  repeatCreateDuplicatesUser,
  rlCoreCountedAcrossKeys,
  rlCoreWritesCountedAcrossKeys,
  rlCoreHourlyPerOperation,
  rlCoreHourlyUnenforced,
  rlGroupsShareCounter,
  rlHeadersMissingOnBulk,
  rlLimitWrongForUserUpdates,
  rlNo429,
  rlRemainingNotDecreasing,
  rlResetInMilliseconds,
  rlResetInPast,
  rlSuccessesUncounted,
  rootNameRejected,
  sessionEchoTruncated,
  sessionExpires12h,
  sessionExpiresAtInMs,
  srvContentUnchecked,
  srvPriorityFirstCharacter,
  successContentTypeTextPlain,
  suggestionsObjects,
  templateIdNotEchoed,
  templateRecordsNotCreated,
  templateUnknownDomain200,
  templateVariableTypeUnchecked,
  tldPricesNumbers,
  transferAuthCodeOptional,
  transferAuthCodeTypeUnchecked,
  transferCompletedWithoutDomain,
  transferCompletesOnReread,
  transferDomainNameNumber500,
  transferExtendTypeUnchecked,
  transferIdNotReadable,
  transferInitiatedInProgress,
  transferNoEstimatedCompletion,
  transferRepeatAccepted,
  transferStatusNoStartedAt,
  transferStatusOutsideEnum,
  transferStatusWrongDomain,
  transferUnknown200,
  ttlMaxOffByOne,
  ttlMinExclusive,
  ttlMinOffByOne,
  txt256Accepted,
  unauthorizedCodeWrong,
  unavailablePriceNotNull,
  unknownDomain403,
  unknownTemplate200,
  unknownTypeAccepted,
  updatedAtNotMoved,
  userCreate200,
  userDelete200WithBody,
  userDeleteKeepsTransfers,
  userDeleteRemovesKeyDomains,
  userDeleteRemovesSameNameTransfers,
  userDeletedDomainsListed,
  userDeletedStillReadable,
  userDetailTotalSpentNumber,
  userDomainsActiveOnly,
  userDomainsIgnoreKey,
  userEmailUpdateNotPersisted,
  userId256Accepted,
  userIdCharsetUnchecked,
  userIdMissing422,
  userIdNumberAccepted,
  userLookupIgnoresKey,
  userUpdateEmailTypeUnchecked,
  userUpdateIgnoresKey,
  userUpdateNoUpdatedAt,
  userUpdateUpsertsUnknown,
  usersListBadParams500,
  recordFoundUnderAnyDomain,
  putClearsMxPriority,
  domainUpdateOmittedFalse,
  usersListDefaultLimit20,
  usersListDomainCountZero,
  usersListLimit101Accepted,
  usersListNoOffset,
  usersListOffsetIgnored,
  usersListOrderInverted,
  usersListSortIgnored,
  usersListTotalIsPageSize,
  usersListTotalSpent,
  usersVisibleAcrossKeys,
  userUpdateKeepsUpdatedAt,
  userDeleteTakesKeyTransfers,
  currencyEmpty,
  authSchemeSuffix,
  rlLimitOffByOne,
  txtBackslashDropped,
  txtContentTyped,
  apiKeyPrefixAccepted,
  emailPlusRejected,
  putEmailPlusRejected,
  recordNameOneCharacterRejected,
  aaaaMixedNotationRejected,
  bulkAaaaMixedNotationRejected,
  sessionExpiresFromUserCreation,
  completedTransferDomainDangling,
  completedTransferCompletedAtEpoch,
  putName254Accepted,
  bulkTtlMaxOffByOne,
  putTtlMaxRefused,
  usersListOffsetPageAligned,
  userCreatedAtMovedOnUpdate,
  userCreatedAtMovedOnSession,
  rlHeadersMissingOnErrorDeleteUser,
  userCreateEmailFieldPointer,
  domainWhoisPrivacyOffRefused,
  ...adversarialRound1,
  ...adversarialRound2,
];

export function faultByName(name: string): Fault {
  const fault = faultCatalogue.find((f) => f.name === name);
  if (!fault) throw new Error(`unknown fault "${name}"; known: ${faultCatalogue.map((f) => f.name).join(', ')}`);
  return fault;
}
