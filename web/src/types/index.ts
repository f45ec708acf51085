// Friendly names for the API's schemas. The shapes themselves are generated from the API's OpenAPI
// document into ./api.ts (`make api-types`); nothing here redeclares a field the API already states.
// Hand-written below: only what OpenAPI cannot say (a generic page) or says too loosely.
import type { components } from './api';

export type { components, operations, paths } from './api';

/** Every schema of the API by its OpenAPI name, e.g. `Schemas['ProductDetail']`. */
export type Schemas = components['schemas'];

// --- shared shapes -------------------------------------------------------------------------------

/**
 * A paged list payload (`data: {items, page_no, page_num, total_count, hasMore}`, api-contract.md).
 * Generic because code that pages does not care what the items are; every `Page_*_` schema of the
 * API is one of these (checked in types.test.ts).
 */
export type Page<T> = { items: T[]; page_no: number; page_num: number; total_count: number; hasMore: boolean };

/** The product card every product list shows (`ProductListItem`). */
export type ProductListItem = Schemas['ProductListItem'];
export type Flag = Schemas['FlagOut'];
/** The engine's severities; others may come, so any string is accepted. */
export type Severity = 'info' | 'caution' | 'avoid' | (string & {});
export type Annex = Schemas['AnnexOut'];
export type IngredientFacts = Schemas['IngredientFacts'];
/** How a list came in: pasted, or read from a label photo. */
export type AnalysisSource = Schemas['SaveAnalysisIn']['source'];
/** A search-ui facet: a list of values, or range buckets. */
export type FacetKind = Schemas['UiFacet']['type'];
export type SortDirection = Schemas['UiSort']['direction'];
/** An ingredient search term: must contain, or must not. */
export type TermRole = Schemas['TermReading']['role'];
/** GET /search/autocomplete → data: Suggestion[] */
export type Suggestion = Schemas['Suggestion'];

// --- products -----------------------------------------------------------------------------------

export type Tag = Schemas['TagOut'];
export type FitReason = Schemas['FitReasonOut'];
export type Fit = Schemas['FitOut'];
export type PersonalFit = Schemas['PersonalFit'];
export type AnalysisSummary = Schemas['AnalysisSummary'];
/** An analysis body (a product submission's, a saved one's inner part) */
export type AnalysisResult = Schemas['AnalysisOut'];
/** GET /product/analyze: the analysis and which catalogue products the list is */
export type ListAnalysisResult = Schemas['ListAnalysisOut'];
export type ListIdentity = Schemas['ListIdentityOut'];
/** POST /product/analyze_image */
export type ImageAnalysis = Schemas['ImageAnalysisOut'];
export type ReadName = Schemas['ReadNameOut'];
/** GET /product/analyze_dupes */
export type ListDupes = Schemas['ListDupesOut'];
export type SavedAnalysisItem = Schemas['SavedAnalysisItem'];
export type SavedAnalysis = Schemas['SavedAnalysisOut'];
export type AnalysisShare = Schemas['ShareOut'];
/**
 * One ingredient as the analysis shows it: a pasted list's (`AnalysedIngredient`) or a catalogue
 * product's, which also carries its catalogue position and ingredient ids (`ProductIngredientOut`).
 */
export type AnalysedIngredient = Schemas['AnalysedIngredient'] &
  Partial<Pick<Schemas['ProductIngredientOut'], 'seq' | 'inci_id' | 'inci_uuid'>>;
export type ProductReaction = Schemas['ReactionState'];
export type ProductDetail = Schemas['ProductDetail'];
export type SimilarProduct = Schemas['SimilarProduct'];
export type SimilarityResult = Schemas['SimilarityOut'];
export type Dupe = Schemas['DupeOut'];
export type DupesResult = Schemas['DupesOut'];
export type DupeMode = NonNullable<DupesResult['mode']>;
export type HeroActive = Schemas['HeroActiveOut'];
export type CompareResult = Schemas['CompareOut'];

// --- ingredients --------------------------------------------------------------------------------

export type GlossaryItem = Schemas['GlossaryItem'];
export type GlossaryPage = Schemas['GlossaryPage'];
export type InciReaction = Schemas['InciReactionState'];
export type InciDetail = Schemas['InciDetail'];
export type TermReading = Schemas['TermReading'];
/** POST /inci/match_product */
export type MatchResult = Schemas['MatchProductOut'];

// --- search and browse --------------------------------------------------------------------------

/** One result of GET /search or POST /{kind}/search; `fields` is the index document (open-ended). */
export type SearchItem = Schemas['SearchItem'];
/** GET /search: a page of the mixed list with every type's total (`counts`). */
export type SearchPage = Schemas['SearchPage'];
export type BrandLabel = Schemas['BrandLabel'];
/** GET /browse/random_content items */
export type ContentCard = Schemas['ContentCard'];

// --- users and auth -----------------------------------------------------------------------------

export type PublicProfile = Schemas['UserPublic'];
export type UserInfo = Schemas['UserPrivate'];
export type ProfileOption = Schemas['Option'];
export type ProfileOptions = Schemas['ProfileOptions'];
/** POST /user/edit_info (every field optional; omitted = unchanged). */
export type EditProfileInput = Schemas['EditInfoIn'];
export type LoginInput = Schemas['LoginIn'];
export type LoginResult = Schemas['LoginData'];
export type RegisterInput = Schemas['RegisterIn'];
export type RegisterResult = Schemas['RegisterOut'];
/** POST /user/activate: the mailed link's token, or the browser's sign-up token with the mailed code. */
export type ActivateInput = Schemas['ActivateIn'];
export type GenerateCodeInput = Schemas['CodeRequestIn'];
export type CodePurpose = GenerateCodeInput['purpose'];
/** POST /user/change_password (the code from /validator/gen, purpose change_password). */
export type ChangePasswordInput = Schemas['ChangePasswordIn'];
/** POST /validator/change_email: the new address, with the current password (or a code at the current one). */
export type EmailChangeRequestInput = Schemas['EmailChangeRequestIn'];
/** POST /user/change_email (the code mailed to the new address by /validator/change_email). */
export type ChangeEmailInput = Schemas['ChangeEmailIn'];
/** POST /user/reset_password (the token of the mailed link). */
export type ResetPasswordInput = Schemas['ResetPasswordIn'];
/** POST /user/reset_password/check: what the reset page says as it opens. */
export type ResetLinkState = Schemas['ResetLinkOut']['state'];
/** POST /user/restore_email: "this wasn't me" answers a reset token. */
export type RestoreResult = Schemas['RestoreOut'];
/** POST /user/forgot_password, /subscribe/add. */
export type EmailInput = Schemas['EmailIn'];
/** POST /subscribe/remove (the token of the mail's unsubscribe link). */
export type LinkTokenInput = Schemas['UnsubscribeIn'];

// --- member content: reviews, routines, comments ------------------------------------------------

export type ContentAuthor = Schemas['Author'];
export type ContentImage = Schemas['ImageOut'];
/** POST /{kind}/like and /{kind}/star → the viewer's state and the counts after the call. */
export type ContentReaction = Schemas['ReactionOut'];
export type ContentPrivacy = Schemas['PrivacyOut'];
export type ContentRemoved = Schemas['RemovedOut'];

export type Review = Schemas['ReviewOut'];
/** The product a review, feedback post or routine step is about (`placeholder`: another member's submission). */
export type ReviewProduct = Schemas['ProductRef'];
export type ReviewSubmitInput = Schemas['ReviewSubmitIn'];
export type ReviewSubmitResult = Schemas['ReviewSubmitOut'];

export type Routine = Schemas['RoutineOut'];
export type RoutineStep = Schemas['RoutineStepOut'];
export type RoutineConflict = Schemas['RoutineConflict'];
export type RoutineInput = Schemas['RoutineIn'];
export type RoutineEditInput = Schemas['RoutineEditIn'];
export type RoutineStepInput = Schemas['RoutineStepIn'];
export type RoutineSaved = Schemas['RoutineSavedOut'];

export type ContentComment = Schemas['CommentOut'];
/** GET /{kind}/comment/list → roots of this page (each with its replies) and `total_count` of roots. */
export type CommentPage = Schemas['CommentList'];
export type CommentLike = Schemas['CommentLikeOut'];
export type CommentRemoved = Schemas['CommentRemovedOut'];

// --- member content: feedback (with criteria ratings), dupe suggestions, shelves -----------------

export type RatingCriterion = Schemas['CriterionOut'];
/** POST /product/ratings/criterias */
export type RatingCriteria = Schemas['CriteriasOut'];
export type CriterionRatingInput = Schemas['CriterionRatingIn'];
export type RatingSubmitInput = Schemas['RatingSubmitIn'];
export type RatingSubmitResult = Schemas['RatingSubmitOut'];
export type FeedbackSubmitInput = Schemas['FeedbackSubmitIn'];
export type FeedbackSubmitResult = Schemas['FeedbackSubmitOut'];
export type Feedback = Schemas['FeedbackOut'];
/** GET /product/ratings/summary */
export type RatingSummary = Schemas['RatingSummaryOut'];

export type DupeEvidence = Schemas['DupeEvidence'];
export type DupeSuggestion = Schemas['DupeSuggestionOut'];
/** GET /product/dupe/detail */
export type DupeDetail = Schemas['DupeDetailOut'];
export type DupeSubmitInput = Schemas['DupeSubmitIn'];
export type DupeSubmitResult = Schemas['DupeSubmitOut'];

export type Shelf = Schemas['ShelfOut'];
export type ShelfType = Shelf['shelf_type'];
export type ShelfProduct = Schemas['ShelfProductOut'];
/** GET /product/shelf/detail */
export type ShelfDetail = Schemas['ShelfDetailOut'];
export type ShelfCreateInput = Schemas['ShelfIn'];
export type ShelfCreated = Schemas['ShelfCreatedOut'];
export type ShelfEditInput = Schemas['ShelfEditIn'];
export type ShelfProductInput = Schemas['ShelfProductIn'];
/** POST /product/add_to_shelf → whether the product is on the shelf now, and the shelf's count. */
export type ShelfProductState = Schemas['ShelfProductStateOut'];
/** GET /product/shelf/breakout */
export type Breakout = Schemas['BreakoutOut'];

/** POST /user/follow, /user/unfollow, GET /user/following_status → `isFollowing` and the followed member's count. */
export type FollowState = Schemas['FollowState'];
/** A member in a following or followers list. */
export type FollowMember = Schemas['FollowMember'];
export type FollowerCount = Schemas['FollowerCount'];
export type FollowingCount = Schemas['FollowingCount'];
/** GET /notification/msg_list items (status 0 = read). */
export type NotificationItem = Schemas['NotificationOut'];
/** GET /user/notification_states: each notification type → is_enabled. */
export type NotificationStates = Schemas['NotificationStates'];
export type NotificationType = keyof NotificationStates;
export type MarkReadResult = Schemas['MarkReadOut'];
export type UnreadCount = Schemas['UnreadCountOut'];
export type ProductListing = Schemas['ListingOut'];
export type OtherFormula = Schemas['FormulaRef'];
export type GroupReport = Schemas['GroupReportOut'];

// --- moderation ---------------------------------------------------------------------------------------

/** POST /report */
export type ReportInput = Schemas['ReportIn'];
export type ReportResult = Schemas['ReportOut'];
export type ReportKind = ReportInput['kind'];
export type ReportReason = ReportInput['reason'];

/** Members grow the catalogue (issue 26 §1): "Is it one of these?", then the brand and product submissions. */
export type MatchCandidatesInput = Schemas['MatchCandidatesIn'];
export type MatchCandidate = Schemas['MatchCandidate'];
export type ProductSubmitInput = Schemas['ProductSubmitIn'];
export type ProductSubmitResult = Schemas['ProductSubmitOut'];
export type BrandSubmitResult = Schemas['BrandSubmitOut'];
export type SizeUnit = NonNullable<ProductSubmitInput['size_unit']>;
