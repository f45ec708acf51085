/**
 * Generated from the API's OpenAPI document by web/scripts/gen-api-types.mjs (openapi-typescript).
 * Do not edit: change the API, then run `make api-types`. `make test` fails when this file is stale.
 * Friendly names for these schemas live in ./index.ts.
 */

export interface paths {
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a sign-up: the address gets an activation e-mail (the answer is the same if it has an account: its owner is told instead) */
        post: operations["register_api_user_register_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a sign-up with its mailed link or code; the member is signed in */
        post: operations["activate_api_user_activate_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Login
         * @description Every failed login answers the spec's `message` beside `msg`: a wrong password (200) and a refusal
         *     (429 too many attempts, ...) alike.
         *
         *     Limits (docs/architecture.md "Account security"): attempts per client address, and failures per
         *     (e-mail, client address) with a doubling wait. Nothing is limited per e-mail alone: such a limit is a
         *     switch anyone could flip to lock a chosen member out.
         */
        post: operations["login_api_user_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logout */
        post: operations["logout_api_user_logout_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Info */
        get: operations["info_api_user_info_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/public_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public Info */
        get: operations["public_info_api_user_public_info_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/edit_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit Info */
        post: operations["edit_info_api_user_edit_info_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profile Options */
        get: operations["profile_options_api_user_profile_options_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/validator/gen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate Code
         * @description Limits per client address and per (target, client address): a stranger's requests never lock the member
         *     out (issue 20 §3); the mail an address receives is throttled on its own (`mail_allowed`).
         */
        post: operations["generate_code_api_validator_gen_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/social/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Providers */
        get: operations["providers_api_user_social_providers_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/social/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start */
        get: operations["start_api_user_social_start_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/google_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Google Login */
        post: operations["google_login_api_user_google_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/facebook_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Facebook Login */
        post: operations["facebook_login_api_user_facebook_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a code from /validator/gen; every other session is signed out */
        post: operations["change_password_api_user_change_password_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/validator/change_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a code to the NEW address, with the current password (or, for a member without one, the code /validator/gen purpose change_email mailed to the current address) */
        post: operations["request_email_change_api_validator_change_email_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the new e-mail with its code; every other session is signed out and the old address gets a link that restores it for 7 days */
        post: operations["change_email_api_user_change_email_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/restore_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "This wasn't me": the link mailed to the old address restores it and signs out every session */
        post: operations["restore_email_api_user_restore_email_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/forgot_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset link (the answer never says whether the address has an account) */
        post: operations["forgot_password_api_user_forgot_password_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset_password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the reset page says as it opens: the link is valid, used, expired or invalid */
        post: operations["reset_link_state_api_user_reset_password_check_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with the mailed link */
        post: operations["reset_password_api_user_reset_password_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete your account with a code from /validator/gen (what happens to your content: the privacy policy) */
        post: operations["delete_account_api_user_delete_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribe/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the mailing list (the e-mail says how to leave) */
        post: operations["subscribe_api_subscribe_add_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribe/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the mailing list with the link's token */
        post: operations["unsubscribe_api_subscribe_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inci/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search Inci
         * @description Search inci documents by keyword (typo-tolerant, prefix-aware), paged.
         */
        post: operations["search_inci_api_inci_search_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search Product
         * @description Search product documents by keyword (typo-tolerant, prefix-aware), paged.
         */
        post: operations["search_product_api_product_search_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search Brand
         * @description Search brand documents by keyword (typo-tolerant, prefix-aware), paged.
         */
        post: operations["search_brand_api_brand_search_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search Category
         * @description Search category documents by keyword (typo-tolerant, prefix-aware), paged.
         */
        post: operations["search_category_api_category_search_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/city/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search City
         * @description Search city documents by keyword (typo-tolerant, prefix-aware), paged.
         */
        post: operations["search_city_api_city_search_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mixed Search
         * @description Everything that matches, each result with its type: the ingredient, brand and member the keyword names
         *     first (`best_match`), then products, then the other ingredients, brands, categories, members and posts.
         *     `kinds` (beyond the spec: `product,inci,brand,category,user,review,routine,dupe,feedback`) keeps only those
         *     types; `counts` gives each type's total.
         */
        get: operations["mixed_search_api_search_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Autocomplete
         * @description Search-as-you-type across kinds (products, brands, categories, ingredients by default). A signed-in member's
         *     own products awaiting review come first among products (the product pickers: she may use them at once).
         */
        get: operations["autocomplete_api_search_autocomplete_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/ui": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search Ui
         * @description Search UI request state in (term, filters, sort, page) → its response state out. Ingredient names are
         *     read by the engine's resolver (synonyms, common names, typos), exactly as /searchByIngredients reads them.
         *     The `collected` filter keeps the signed-in member's own collected (starred) products: their ids are read from
         *     the member's star rows here, never taken from the request; signed out it is a 401.
         */
        post: operations["search_ui_api_search_ui_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/browse/random_content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Random Content
         * @description Public reviews, routines, dupes and feedback in a shuffled order that is stable across pages.
         */
        get: operations["random_content_api_browse_random_content_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/browse/followed_users_content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Followed Users Content
         * @description Newest public content of the members the viewer follows (`hasMore` says whether to page on).
         */
        get: operations["followed_users_content_api_browse_followed_users_content_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/random_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product Random List
         * @description Active products as product cards in a shuffled order that is stable across pages (same seed).
         */
        get: operations["product_random_list_api_product_random_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/random_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Routine Random List
         * @description Public routines to browse, 10 a page: a shuffle by default (the spec's random list), or narrowed and ordered by the filters.
         */
        get: operations["routine_random_list_api_routine_random_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/random_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Review Random List
         * @description Public reviews to browse, 10 a page: a shuffle by default (the spec's random list), or narrowed and ordered by the filters.
         */
        get: operations["review_random_list_api_review_random_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Category List
         * @description Categories down to `max_depth` (0: the top level), by path: what browse lists filter by.
         */
        get: operations["category_list_api_category_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brand Labels
         * @description Popular brands, most products first (counts at most `Settings.brand_labels_ttl` seconds old).
         */
        get: operations["brand_labels_api_brand_labels_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/city/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** City Info */
        post: operations["city_info_api_city_info_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inci/glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Glossary */
        get: operations["glossary_api_inci_glossary_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inci/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inci Detail */
        get: operations["inci_detail_api_inci_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inci/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like Inci */
        post: operations["like_inci_api_inci_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inci/dislike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dislike Inci */
        post: operations["dislike_inci_api_inci_dislike_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inci/user_like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liked Incis */
        get: operations["liked_incis_api_inci_user_like_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inci/user_dislike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disliked Incis */
        get: operations["disliked_incis_api_inci_user_dislike_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inci/match_product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Match Products */
        post: operations["match_products_api_inci_match_product_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product Detail */
        get: operations["product_detail_api_product_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a product (removes a dislike) */
        post: operations["product_like_api_product_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/like_remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a like */
        post: operations["product_like_remove_api_product_like_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dislike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dislike a product (removes a like first) */
        post: operations["product_dislike_api_product_dislike_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dislike_remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a dislike */
        post: operations["product_dislike_remove_api_product_dislike_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect (star) a product */
        post: operations["product_star_api_product_star_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/star_remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove from the collection */
        post: operations["product_star_remove_api_product_star_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/user_like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liked Products */
        get: operations["liked_products_api_product_user_like_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/user_dislike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disliked Products */
        get: operations["disliked_products_api_product_user_dislike_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/user_star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products a member collected (★ Collect), newest first; empty to others when their collection is private */
        get: operations["collected_products_api_product_user_star_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Analyze Ingredient List */
        get: operations["analyze_ingredient_list_api_product_analyze_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compare Products */
        post: operations["compare_products_api_product_compare_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/match_candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products a member's new product may already be ("Is it one of these?"), matched as a product's listings are grouped */
        post: operations["match_candidates_api_product_match_candidates_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Product */
        post: operations["submit_product_api_product_submit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Brand */
        post: operations["submit_brand_api_brand_submit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/similarity/jcd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Similar Products */
        get: operations["similar_products_api_similarity_jcd_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/group/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Say that a listing shown as this product is not the same product (a moderator decides) */
        post: operations["report_not_same_api_product_group_report_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a review, or edit yours (with review_id) */
        post: operations["submit_review_api_review_submit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Review Detail */
        get: operations["review_detail_api_review_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/by_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's reviews, newest first */
        get: operations["reviews_by_user_api_review_by_user_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/complete_by_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's own reviews, private ones included */
        get: operations["my_reviews_api_review_complete_by_user_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/review_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's reviews, 5 a page; filter to reviewers like me, order by helpfulness */
        get: operations["product_review_list_api_product_review_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a review (its comments and reactions go with it) */
        post: operations["review_remove_api_review_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/set_private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a review private or public again */
        post: operations["review_set_private_api_review_set_private_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (action 1) or unlike (0) a review */
        post: operations["review_like_api_review_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Star (action 1) or unstar (0) a review */
        post: operations["review_star_api_review_star_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a review, or reply inside a thread */
        post: operations["review_comment_api_review_comment_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/comment_remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove your comment, or any comment on your own review */
        post: operations["review_comment_remove_api_review_comment_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/comment/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (1) or unlike (0) a comment */
        post: operations["review_comment_like_api_review_comment_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/comment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a review: thread roots newest first, 10 a page, each with its replies */
        get: operations["review_comment_list_api_review_comment_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/user_like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews a member liked (hidden when their collection is private) */
        get: operations["review_user_like_api_review_user_like_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/user_star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews a member stard (hidden when their collection is private) */
        get: operations["review_user_star_api_review_user_star_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a routine: its products in order, each with a step name, AM/PM and frequency */
        post: operations["add_routine_api_routine_add_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace your routine's title, description, privacy and products */
        post: operations["edit_routine_api_routine_edit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A routine with its products and ingredient-conflict advice */
        get: operations["routine_detail_api_routine_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/by_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's routines, newest first */
        get: operations["routines_by_user_api_routine_by_user_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/complete_by_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's own routines, private ones included */
        get: operations["my_routines_api_routine_complete_by_user_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/routine_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Routines that use a product, 5 a page, most liked first */
        get: operations["product_routine_list_api_product_routine_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a routine (its comments and reactions go with it) */
        post: operations["routine_remove_api_routine_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/set_private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a routine private or public again */
        post: operations["routine_set_private_api_routine_set_private_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (action 1) or unlike (0) a routine */
        post: operations["routine_like_api_routine_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Star (action 1) or unstar (0) a routine */
        post: operations["routine_star_api_routine_star_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a routine, or reply inside a thread */
        post: operations["routine_comment_api_routine_comment_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/comment_remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove your comment, or any comment on your own routine */
        post: operations["routine_comment_remove_api_routine_comment_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/comment/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (1) or unlike (0) a comment */
        post: operations["routine_comment_like_api_routine_comment_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/comment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a routine: thread roots newest first, 10 a page, each with its replies */
        get: operations["routine_comment_list_api_routine_comment_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/user_like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Routines a member liked (hidden when their collection is private) */
        get: operations["routine_user_like_api_routine_user_like_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routine/user_star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Routines a member stard (hidden when their collection is private) */
        get: operations["routine_user_star_api_routine_user_star_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/ratings/criterias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The rating criteria of a category (or of a product's own category, with product_id) */
        post: operations["rating_criterias_api_product_ratings_criterias_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/ratings/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate a product (your one rating of it; 0 or null = unrated); answers your feedback post's id */
        post: operations["submit_rating_api_product_ratings_submit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write or edit your feedback on a product with its ratings; links or repeated text wait for a moderator */
        post: operations["submit_feedback_api_product_feedback_submit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feedback Detail */
        get: operations["feedback_detail_api_product_feedback_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's feedback, newest first */
        get: operations["feedback_by_user_api_product_feedback_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/complete_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's own feedback, private and pending ones included */
        get: operations["my_feedback_api_product_feedback_complete_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/of_product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's feedback, newest first, 5 a page (yours too while it waits for a moderator) */
        get: operations["product_feedback_api_product_feedback_of_product_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/ratings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's average rating per criterion with counts (public feedback only), and yours */
        get: operations["rating_summary_api_product_ratings_summary_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a feedback (its comments and reactions go with it) */
        post: operations["feedback_remove_api_product_feedback_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/set_private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a feedback private or public again */
        post: operations["feedback_set_private_api_product_feedback_set_private_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (action 1) or unlike (0) a feedback */
        post: operations["feedback_like_api_product_feedback_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Star (action 1) or unstar (0) a feedback */
        post: operations["feedback_star_api_product_feedback_star_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a feedback, or reply inside a thread */
        post: operations["feedback_comment_api_product_feedback_comment_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/comment/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove your comment, or any comment on your own feedback */
        post: operations["feedback_comment_remove_api_product_feedback_comment_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/comment/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (1) or unlike (0) a comment */
        post: operations["feedback_comment_like_api_product_feedback_comment_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/comment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a feedback: thread roots newest first, 10 a page, each with its replies */
        get: operations["feedback_comment_list_api_product_feedback_comment_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/user_like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feedbacks a member liked (hidden when their collection is private) */
        get: operations["feedback_user_like_api_product_feedback_user_like_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/feedback/user_star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feedbacks a member stard (hidden when their collection is private) */
        get: operations["feedback_user_star_api_product_feedback_user_star_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cheaper dupes of a product, in one of two modes, with members' suggestions after them */
        get: operations["product_dupes_api_product_dupes_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest a dupe of a product, or edit your suggestion (with dupe_id) */
        post: operations["submit_dupe_api_product_dupe_submit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dupe suggestion with the ingredient engine's evidence for the pair */
        get: operations["dupe_detail_api_product_dupe_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's dupe suggestions, newest first */
        get: operations["dupes_by_user_api_product_dupe_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/complete_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's own dupe suggestions, private ones included */
        get: operations["my_dupes_api_product_dupe_complete_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a dupe (its comments and reactions go with it) */
        post: operations["dupe_remove_api_product_dupe_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/set_private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a dupe private or public again */
        post: operations["dupe_set_private_api_product_dupe_set_private_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (action 1) or unlike (0) a dupe */
        post: operations["dupe_like_api_product_dupe_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Star (action 1) or unstar (0) a dupe */
        post: operations["dupe_star_api_product_dupe_star_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/comment/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a dupe, or reply inside a thread */
        post: operations["dupe_comment_api_product_dupe_comment_add_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/comment_remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove your comment, or any comment on your own dupe */
        post: operations["dupe_comment_remove_api_product_dupe_comment_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/comment/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (1) or unlike (0) a comment */
        post: operations["dupe_comment_like_api_product_dupe_comment_like_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/comment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a dupe: thread roots newest first, 10 a page, each with its replies */
        get: operations["dupe_comment_list_api_product_dupe_comment_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/user_like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dupes a member liked (hidden when their collection is private) */
        get: operations["dupe_user_like_api_product_dupe_user_like_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/dupe/user_star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dupes a member stard (hidden when their collection is private) */
        get: operations["dupe_user_star_api_product_dupe_user_star_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/add_shelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a shelf (at most 50 per member) */
        post: operations["add_shelf_api_product_add_shelf_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/shelf/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename your shelf, or change its description or type (only the fields given) */
        post: operations["edit_shelf_api_product_shelf_edit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/shelf/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove your shelf (the products stay in the catalogue) */
        post: operations["remove_shelf_api_product_shelf_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/shelf/set_private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make your shelf private or public again */
        post: operations["shelf_set_private_api_product_shelf_set_private_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/add_to_shelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a product on your shelf (action 1) or take it off (0); at most 500 */
        post: operations["add_to_shelf_api_product_add_to_shelf_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/shelf/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's shelves, newest first */
        get: operations["shelves_by_user_api_product_shelf_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/shelf/complete_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's own shelves, private ones included */
        get: operations["my_shelves_api_product_shelf_complete_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/shelf/holding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which of your shelves hold a product (the product page's shelf dialog) */
        get: operations["shelves_holding_api_product_shelf_holding_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/shelf/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shelf with its products, latest added first */
        get: operations["shelf_detail_api_product_shelf_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/shelf/breakout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The breakout detective: what your broke-me-out products share and your works-for-me ones lack */
        get: operations["shelf_breakout_api_product_shelf_breakout_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow
         * @description Follow a member (idempotent); they are notified after the commit.
         */
        post: operations["follow_api_user_follow_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unfollow
         * @description Stop following a member (idempotent).
         */
        post: operations["unfollow_api_user_unfollow_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/following_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Following Status
         * @description Whether `user_id` (default: the signed-in member) follows `followed_id`.
         */
        get: operations["following_status_api_user_following_status_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/following_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Following List
         * @description Members `user_id` follows, newest follow first (a page shorter than page_num is the last).
         */
        get: operations["following_list_api_user_following_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/follower_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follower List
         * @description Members following `user_id`, newest follow first.
         */
        get: operations["follower_list_api_user_follower_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/follower_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follower Count */
        get: operations["follower_count_api_user_follower_count_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/following_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Following Count */
        get: operations["following_count_api_user_following_count_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/msg_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Msg List
         * @description The signed-in member's messages, newest first (`Authorization: Bearer <token>` or the token header).
         */
        get: operations["msg_list_api_notification_msg_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/unread_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread Count
         * @description How many messages are unread (the header's badge polls this).
         */
        get: operations["unread_count_api_notification_unread_count_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/mark_read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark Read
         * @description Status 0 (read) for one message (`notification_id`) or all (`all: true`); another member's is 404.
         */
        post: operations["mark_read_api_notification_mark_read_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification_states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notification States
         * @description Each notification type → is_enabled: the member's settings merged over the defaults (all on).
         */
        get: operations["notification_states_api_user_notification_states_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Notification Settings
         * @description Turn one notification type on or off; answers every type's state after the change.
         */
        post: operations["notification_settings_api_user_notification_settings_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report
         * @description Report a review, routine, feedback post, dupe suggestion, comment, shelf or profile (`kind` "user", the
         *     member's id) you can see and did not write. One report per member and item: a second answers the first.
         *     Reports wait in the moderators' queue; an item they reject is hidden from everyone but its author.
         */
        post: operations["report_api_report_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/analyze_image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read an ingredient list from a label photo and analyse it (multipart field `file`) */
        post: operations["analyze_image_api_product_analyze_image_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/analyze_dupes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cheaper products that keep the list's key actives */
        get: operations["analyze_dupes_api_product_analyze_dupes_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep an analysed list under a name (private; at most 500) */
        post: operations["save_analysis_api_analysis_save_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's saved analyses, newest first */
        get: operations["my_analyses_api_analysis_mine_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your saved analyses */
        get: operations["analysis_detail_api_analysis_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A saved analysis its owner shared, by its link's token */
        get: operations["shared_analysis_api_analysis_shared_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Share your saved analysis by link (shared: true) or take the link back (false) */
        post: operations["share_analysis_api_analysis_share_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analysis/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove your saved analysis (its link stops working) */
        post: operations["remove_analysis_api_analysis_remove_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's likes, dislikes, stars, rating, shelves (with fit, how each product suits their skin; with own, their ratings, post and unlisted reviews of it) for the products and reviews on screen */
        get: operations["viewer_state_api_me_state_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health */
        get: operations["health_api_health_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Ack
         * @description A write with nothing to return beyond success.
         */
        Ack: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
        };
        /**
         * ActivateIn
         * @description The mailed link's `token` (with the sign-up's `registration` when opened in the browser that signed up,
         *     else the sign-up's `password`), or the browser's `registration` with the mailed `vali_code` typed by hand.
         */
        ActivateIn: {
            /**
             * Token
             * @description The token of the link in the activation e-mail.
             */
            token?: string | null;
            /**
             * Registration
             * @description What /user/register answered this browser.
             */
            registration?: string | null;
            /**
             * Vali Code
             * @description The 6-digit code of the activation e-mail.
             */
            vali_code?: string | null;
            /**
             * Password
             * @description The password chosen at sign-up (a link opened in another browser).
             */
            password?: string | null;
        };
        /** AnalysedIngredient */
        AnalysedIngredient: {
            /** Functions */
            functions: string[];
            /**
             * Function Descriptions
             * @default []
             */
            function_descriptions: components["schemas"]["FunctionOut"][];
            /** Description */
            description?: string | null;
            /** Comedogenic */
            comedogenic: number[] | null;
            /** Irritancy */
            irritancy: number[] | null;
            /** Annex */
            annex: components["schemas"]["AnnexOut"][];
            /** Allergen List */
            allergen_list: string | null;
            /** Families */
            families: string[];
            /** Actives */
            actives: string[];
            /** Key Active */
            key_active: boolean;
            /** Fungal Acne Trigger */
            fungal_acne_trigger: boolean;
            /** Name */
            name: string;
            /** Inci */
            inci: string | null;
            /** Recognised */
            recognised: boolean;
            /** Position */
            position: number | null;
            /** May Contain */
            may_contain: boolean;
            /** Part Label */
            part_label: string | null;
            /** Below One Percent */
            below_one_percent: boolean | null;
            /** Confidence */
            confidence: number;
            /** Correction */
            correction: string | null;
            /** Possible Inci */
            possible_inci: string[];
            /** Flags */
            flags: components["schemas"]["FlagOut"][];
        };
        /** AnalysisIdIn */
        AnalysisIdIn: {
            /** Analysis Id */
            analysis_id: number;
        };
        /** AnalysisOut */
        AnalysisOut: {
            /** Tags */
            tags: components["schemas"]["TagOut"][];
            /** Flags */
            flags: components["schemas"]["FlagOut"][];
            /** Recognised Count */
            recognised_count: number;
            /** Total */
            total: number;
            /** Recognition Summary */
            recognition_summary: string;
            /** Unrecognised */
            unrecognised: string[];
            /** Corrections */
            corrections: string[];
            /** Key Actives */
            key_actives: string[];
            /** One Percent Position */
            one_percent_position: number | null;
            /** One Percent Basis */
            one_percent_basis: string | null;
            /** Label Partly Unread */
            label_partly_unread: boolean;
            /** Unread Note */
            unread_note: string | null;
            /**
             * Enough Data
             * @default true
             */
            enough_data: boolean;
            /** Data Note */
            data_note?: string | null;
            /**
             * Ratings Missing
             * @default 0
             */
            ratings_missing: number;
            /** Ratings Note */
            ratings_note?: string | null;
            /**
             * Flagged Ingredients
             * @default []
             */
            flagged_ingredients: components["schemas"]["FlaggedIngredientOut"][];
            /** Ingredients */
            ingredients: components["schemas"]["AnalysedIngredient"][];
            /** Parts */
            parts: (string | null)[];
            /** Dropped Text */
            dropped_text: string[];
            /** Unread */
            unread: components["schemas"]["UnreadNameOut"][];
            personalised_for: components["schemas"]["PersonalisedFor"] | null;
            skin_type_fit: components["schemas"]["FitOut"] | null;
            /** Concern Fits */
            concern_fits: components["schemas"]["FitOut"][];
        };
        /** AnalysisSummary */
        AnalysisSummary: {
            /** Tags */
            tags: components["schemas"]["TagOut"][];
            /** Flags */
            flags: components["schemas"]["FlagOut"][];
            /** Recognised Count */
            recognised_count: number;
            /** Total */
            total: number;
            /** Recognition Summary */
            recognition_summary: string;
            /** Unrecognised */
            unrecognised: string[];
            /** Corrections */
            corrections: string[];
            /** Key Actives */
            key_actives: string[];
            /** One Percent Position */
            one_percent_position: number | null;
            /** One Percent Basis */
            one_percent_basis: string | null;
            /** Label Partly Unread */
            label_partly_unread: boolean;
            /** Unread Note */
            unread_note: string | null;
            /**
             * Enough Data
             * @default true
             */
            enough_data: boolean;
            /** Data Note */
            data_note?: string | null;
            /**
             * Ratings Missing
             * @default 0
             */
            ratings_missing: number;
            /** Ratings Note */
            ratings_note?: string | null;
            /**
             * Flagged Ingredients
             * @default []
             */
            flagged_ingredients: components["schemas"]["FlaggedIngredientOut"][];
        };
        /** AnnexOut */
        AnnexOut: {
            /** Annex */
            annex: string;
            /** Entry */
            entry: string;
            /** Citation */
            citation: string;
            /** Chemical Name */
            chemical_name: string;
            /** Conditions */
            conditions: string;
            /** Qualifier */
            qualifier: string;
        };
        /** Author */
        Author: {
            /** User Id */
            user_id: number;
            /** Nickname */
            nickname: string;
            /** Avatar */
            avatar: string;
            /** Is Imported */
            is_imported: boolean;
        };
        /** AverageOut */
        AverageOut: {
            /** Average */
            average: number | null;
            /** Count */
            count: number;
        };
        /** BrandLabel */
        BrandLabel: {
            /** Brand Id */
            brand_id: number;
            /** Name */
            name: string;
            /** Product Count */
            product_count: number;
        };
        /** BrandRef */
        BrandRef: {
            /** Brand Id */
            brand_id: number;
            /** Name */
            name: string;
            /** Status */
            status: string;
        };
        /** BrandSubmitIn */
        BrandSubmitIn: {
            /** Name */
            name: string;
        };
        /** BrandSubmitOut */
        BrandSubmitOut: {
            /** Brand Id */
            brand_id: number;
            /** Name */
            name: string;
            /** Status */
            status: string;
        };
        /** BreakoutIngredient */
        BreakoutIngredient: {
            /** Name */
            name: string;
            /** Inci Id */
            inci_id: number | null;
            /** Bad Count */
            bad_count: number;
            /** Bad Share */
            bad_share: number;
            /** Good Count */
            good_count: number;
            /** Products */
            products: number[];
        };
        /** BreakoutOut */
        BreakoutOut: {
            /** Broke Me Out Count */
            broke_me_out_count: number;
            /** Works For Me Count */
            works_for_me_count: number;
            /** Ingredients */
            ingredients: components["schemas"]["BreakoutIngredient"][];
            /** Excluded */
            excluded: string[];
            /** Rule */
            rule: string;
            /** Note */
            note: string;
        };
        /**
         * CategoryOption
         * @description A category members can filter browse lists by; it stands for itself and everything under it.
         */
        CategoryOption: {
            /** Category Id */
            category_id: number;
            /** Name */
            name: string;
            /** Path */
            path: string;
            /** Depth */
            depth: number;
            /** Parent Id */
            parent_id: number | null;
        };
        /** CategoryRef */
        CategoryRef: {
            /** Category Id */
            category_id: number;
            /** Name */
            name: string;
            /** Path */
            path: string;
        };
        /** ChangeEmailIn */
        ChangeEmailIn: {
            /**
             * Email
             * Format: email
             * @description The new address, the one the code was mailed to.
             */
            email: string;
            /** Vali Code */
            vali_code: string;
        };
        /** ChangePasswordIn */
        ChangePasswordIn: {
            /**
             * Password
             * @description The new password.
             */
            password: string;
            /**
             * Vali Code
             * @description The code /validator/gen (purpose change_password) mailed to you.
             */
            vali_code: string;
        };
        /** CityInfoIn */
        CityInfoIn: {
            /** Lat */
            lat: number;
            /** Lng */
            lng: number;
        };
        /** CityOut */
        CityOut: {
            /** City Id */
            city_id: number;
            /** Name */
            name: string;
            /** Country Code */
            country_code: string;
            /** Admin1 Code */
            admin1_code: string;
            /** Lat */
            lat: number;
            /** Lng */
            lng: number;
            /** Population */
            population: number;
            /** Distance Km */
            distance_km?: number | null;
        };
        /**
         * CityRef
         * @description A GeoNames city a member chose (`/city/search` or `/city/info`); `label` is how profiles show it.
         */
        CityRef: {
            /** City Id */
            city_id: number;
            /** Name */
            name: string;
            /** Country Code */
            country_code: string;
            /** Label */
            label: string;
        };
        /** CodeRequestIn */
        CodeRequestIn: {
            /**
             * Email
             * @description Not used: codes go to the account's own address.
             */
            email?: string | null;
            /**
             * Purpose
             * @default activate
             * @enum {string}
             */
            purpose: "activate" | "change_password" | "delete_account" | "change_email";
            /**
             * Registration
             * @description activate: the browser's sign-up token.
             */
            registration?: string | null;
        };
        /** CommentActionIn */
        CommentActionIn: {
            /**
             * Action
             * @description 1 sets, 0 clears; repeating a call changes nothing.
             * @enum {integer}
             */
            action: 0 | 1;
            /** Comment Id */
            comment_id: number;
        };
        /** CommentIdIn */
        CommentIdIn: {
            /** Comment Id */
            comment_id: number;
        };
        /** CommentLikeOut */
        CommentLikeOut: {
            /** Comment Id */
            comment_id: number;
            /** Liked */
            liked: boolean;
            /** Like Count */
            like_count: number;
        };
        /**
         * CommentList
         * @description Spec §4 comment lists: `comments` (thread roots, page by page, each with its replies) and `total_count`
         *     (roots, what paging counts); `comment_count` counts every live comment including replies.
         */
        CommentList: {
            /** Comments */
            comments: components["schemas"]["CommentOut"][];
            /** Total Count */
            total_count: number;
            /** Comment Count */
            comment_count: number;
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** CommentOut */
        CommentOut: {
            /** Comment Id */
            comment_id: number;
            /** Parent Id */
            parent_id: number | null;
            /** Replied To User Id */
            replied_to_user_id: number | null;
            /** Replied To Nickname */
            replied_to_nickname: string | null;
            author: components["schemas"]["Author"] | null;
            /** Comment */
            comment: string;
            /** Is Removed */
            is_removed: boolean;
            /** Like Count */
            like_count: number;
            /** Liked */
            liked: boolean;
            /**
             * Can Remove
             * @description The viewer may remove it: their own comment, or any comment on their item.
             */
            can_remove: boolean;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Moderation Status
             * @default accepted
             */
            moderation_status: string;
            /** Held Reason */
            held_reason?: string | null;
            /**
             * Replies
             * @description On roots in lists: every reply, oldest first.
             */
            replies?: components["schemas"]["CommentOut"][];
        };
        /** CommentRemovedOut */
        CommentRemovedOut: {
            /** Comment Id */
            comment_id: number;
            /** Outcome */
            outcome: string;
        };
        /** CompareIn */
        CompareIn: {
            /** Product Ids */
            product_ids: number[];
        };
        /** CompareOut */
        CompareOut: {
            /** Product Ids */
            product_ids: number[];
            /** Products */
            products: components["schemas"]["CompareProduct"][];
            /** Shared Ingredients */
            shared_ingredients: string[];
            /** Unique Ingredients */
            unique_ingredients: components["schemas"]["UniqueIngredients"][];
            /** Similarity */
            similarity: number[][];
            /** Metric */
            metric: string;
        };
        /** CompareProduct */
        CompareProduct: {
            product: components["schemas"]["ProductListItem"];
            /** Ingredients */
            ingredients: string[];
            analysis: components["schemas"]["AnalysisSummary"];
        };
        /** ConflictProduct */
        ConflictProduct: {
            /** Product Id */
            product_id: number;
            /** Name */
            name: string;
            /** Ingredients */
            ingredients: string[];
        };
        /**
         * ContentCard
         * @description A review, routine, dupe or feedback card. `id` is the item's id under any kind; the spec's id name
         *     of its kind (`review_id`, `routine_id`, `dupe_id`, `feedback_id`) carries it too, the others are null.
         */
        ContentCard: {
            /** Type */
            type: string;
            /** Id */
            id: number;
            /** Review Id */
            review_id?: number | null;
            /** Routine Id */
            routine_id?: number | null;
            /** Dupe Id */
            dupe_id?: number | null;
            /** Feedback Id */
            feedback_id?: number | null;
            /** Title */
            title: string;
            /** Excerpt */
            excerpt: string;
            /** Author Id */
            author_id: number;
            /** Author Nickname */
            author_nickname: string;
            /** Like Count */
            like_count: number;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Rating */
            rating?: number | null;
            /** Product Id */
            product_id?: number | null;
            /** Product Name */
            product_name?: string | null;
            /**
             * Product Placeholder
             * @default false
             */
            product_placeholder: boolean;
            /** Skin Type */
            skin_type?: string | null;
            /**
             * Concerns
             * @default []
             */
            concerns: string[];
            /** Author City */
            author_city?: string | null;
            /** Distance Km */
            distance_km?: number | null;
        };
        /** CriteriasIn */
        CriteriasIn: {
            /**
             * Category Name
             * @description A category name or full path ('Skincare > Moisturizers'), or a criteria set ('skincare'); unknown or empty: the general criteria.
             * @default
             */
            category_name: string;
            /**
             * Product Id
             * @description Optional: that product's own category decides (a leaf name such as 'Mini Size' is ambiguous).
             */
            product_id?: number | null;
        };
        /** CriteriasOut */
        CriteriasOut: {
            /** Category Name */
            category_name: string;
            /** Criteria Set */
            criteria_set: string;
            /** Criteria List */
            criteria_list: components["schemas"]["CriterionOut"][];
        };
        /** CriterionAverageOut */
        CriterionAverageOut: {
            /** Average */
            average: number | null;
            /** Count */
            count: number;
            /** Criteria Name */
            criteria_name: string;
            /** Label */
            label: string;
        };
        /** CriterionOut */
        CriterionOut: {
            /** Criteria Name */
            criteria_name: string;
            /** Label */
            label: string;
            /** Description */
            description: string;
        };
        /** CriterionRatingIn */
        CriterionRatingIn: {
            /** Criteria Name */
            criteria_name: string;
            /** Rating Value */
            rating_value?: number | null;
        };
        /** CriterionRatingOut */
        CriterionRatingOut: {
            /** Criteria Name */
            criteria_name: string;
            /** Label */
            label: string;
            /** Rating Value */
            rating_value: number | null;
        };
        /** DeleteAccountIn */
        DeleteAccountIn: {
            /**
             * Verification Code
             * @description The code /validator/gen (purpose delete_account) mailed to you.
             */
            verification_code: string;
        };
        /** DupeActionIn */
        DupeActionIn: {
            /**
             * Action
             * @description 1 sets, 0 clears; repeating a call changes nothing.
             * @enum {integer}
             */
            action: 0 | 1;
            /** Dupe Id */
            dupe_id: number;
        };
        /** DupeCommentIn */
        DupeCommentIn: {
            /** Comment */
            comment: string;
            /**
             * Parent Id
             * @description The thread root answered; null for a new thread.
             */
            parent_id?: number | null;
            /**
             * Replied To User Id
             * @description The member answered inside the thread.
             */
            replied_to_user_id?: number | null;
            /** Dupe Id */
            dupe_id: number;
        };
        /** DupeDetailOut */
        DupeDetailOut: {
            dupe_info: components["schemas"]["DupeSuggestionOut"];
        };
        /**
         * DupeEvidence
         * @description What the ingredient engine says about the pair, by the rules it applies to its own dupes.
         */
        DupeEvidence: {
            /** Score */
            score: number;
            /** Jaccard */
            jaccard: number;
            /** Shared Count */
            shared_count: number;
            /** Shared Key Ingredients */
            shared_key_ingredients: string[];
            /** Missing Key Ingredients */
            missing_key_ingredients: string[];
            /** Extra Key Ingredients */
            extra_key_ingredients: string[];
            /**
             * Compared By
             * @enum {string}
             */
            compared_by: "price_per_unit" | "price" | "none";
            /** Saving */
            saving: number | null;
            /** Saving Percent */
            saving_percent: number | null;
            /** Very Different */
            very_different: boolean;
            /** Note */
            note: string;
        };
        /** DupeIdIn */
        DupeIdIn: {
            /** Dupe Id */
            dupe_id: number;
        };
        /** DupeOut */
        DupeOut: {
            product: components["schemas"]["ProductListItem"];
            /** Score */
            score: number;
            score_parts: components["schemas"]["DupeScoreParts"];
            job_parts?: components["schemas"]["JobScoreParts"] | null;
            /** Shared Count */
            shared_count: number;
            /** Shared Key Ingredients */
            shared_key_ingredients: string[];
            /** Missing Key Ingredients */
            missing_key_ingredients: string[];
            /** Extra Key Ingredients */
            extra_key_ingredients: string[];
            /** Heroes */
            heroes?: components["schemas"]["HeroKeptOut"][];
            /** Kind */
            kind?: string | null;
            /** Kind Label */
            kind_label?: string | null;
            /** Differences */
            differences?: string[];
            /** Compared By */
            compared_by: string;
            /** Original Price */
            original_price: number | null;
            /** Original Price Per Unit */
            original_price_per_unit: number | null;
            /** Saving */
            saving: number | null;
            /** Saving Percent */
            saving_percent: number | null;
            /** Explanation */
            explanation: string;
            /**
             * Source
             * @default computed
             * @enum {string}
             */
            source: "computed" | "member" | "both";
            /**
             * Suggestion Count
             * @default 0
             */
            suggestion_count: number;
            /**
             * Suggestion Votes
             * @default 0
             */
            suggestion_votes: number;
            /** Suggestion Ids */
            suggestion_ids?: number[];
            /**
             * Rank Score
             * @default 0
             */
            rank_score: number;
        };
        /** DupePrivacyIn */
        DupePrivacyIn: {
            /** Dupe Id */
            dupe_id: number;
            /** Is Private */
            is_private: boolean;
        };
        /**
         * DupeScoreParts
         * @description The formula evidence of a pair (the closest-formula blend), in both modes.
         */
        DupeScoreParts: {
            /** Jaccard */
            jaccard: number;
            /** Actives Overlap */
            actives_overlap: number;
            /** Order Agreement */
            order_agreement: number;
            /** Weights */
            weights: number[];
        };
        /**
         * DupeSubmitIn
         * @description A new suggestion without `dupe_id`; an edit of your own with it.
         */
        DupeSubmitIn: {
            /**
             * Dupe Id
             * @description Only to edit one of your suggestions.
             */
            dupe_id?: number | null;
            /** Original Product Id */
            original_product_id: number;
            /**
             * Dupe Product Id
             * @description The product you suggest instead of the original.
             */
            dupe_product_id: number;
            /** Title */
            title: string;
            /**
             * Description
             * @default
             */
            description: string;
            /**
             * Images
             * @description File-host ids of your uploads.
             */
            images?: number[];
            /**
             * Is Private
             * @default false
             */
            is_private: boolean;
        };
        /** DupeSubmitOut */
        DupeSubmitOut: {
            /** Dupe Id */
            dupe_id: number;
            /** Created */
            created: boolean;
        };
        /** DupeSuggestionOut */
        DupeSuggestionOut: {
            /** Dupe Id */
            dupe_id: number;
            original: components["schemas"]["ProductListItem"];
            dupe: components["schemas"]["ProductListItem"];
            /** Title */
            title: string;
            /** Description */
            description: string;
            author: components["schemas"]["Author"];
            /** Images */
            images: components["schemas"]["ImageOut"][];
            evidence: components["schemas"]["DupeEvidence"];
            /** Is Private */
            is_private: boolean;
            /** Like Count */
            like_count: number;
            /** Star Count */
            star_count: number;
            /** Comment Count */
            comment_count: number;
            /** Liked */
            liked: boolean;
            /** Starred */
            starred: boolean;
            /** Is Owner */
            is_owner: boolean;
            /** Moderation Status */
            moderation_status: string;
            /** Held Reason */
            held_reason: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
        };
        /** DupesOut */
        DupesOut: {
            /** Product Id */
            product_id: number;
            /** K */
            k: number;
            /**
             * Mode
             * @default same_job
             * @enum {string}
             */
            mode: "same_job" | "closest_formula";
            /** Hero Actives */
            hero_actives?: components["schemas"]["HeroActiveOut"][];
            /** Kind */
            kind?: string | null;
            /** Kind Label */
            kind_label?: string | null;
            /** Min Shared */
            min_shared: number;
            /** Min Score */
            min_score: number;
            /** Items */
            items: components["schemas"]["DupeOut"][];
            /** Catalog Version */
            catalog_version: string;
            /** Method */
            method: string;
        };
        /** EditInfoIn */
        EditInfoIn: {
            /** Email */
            email?: string | null;
            /** Nickname */
            nickname?: string | null;
            /** Bio */
            bio?: string | null;
            /** Skin Type */
            skin_type?: ("normal" | "dry" | "oily" | "combination" | "sensitive") | null;
            /** Concerns */
            concerns?: ("acne" | "aging" | "dark_spots" | "dryness" | "dullness" | "redness" | "pores" | "sensitivity" | "texture" | "oiliness" | "pregnancy")[] | null;
            /** Location */
            location?: string | null;
            /**
             * City Id
             * @description The member's city (a `city_id` of /city/search or /city/info); its name becomes the profile's `location`. null clears it.
             */
            city_id?: number | null;
            /** Avatar */
            avatar?: string | null;
            /** Is Collection Private */
            is_collection_private?: boolean | null;
        };
        /** EmailChangeRequestIn */
        EmailChangeRequestIn: {
            /**
             * Email
             * Format: email
             * @description The new address: the code goes there.
             */
            email: string;
            /**
             * Password
             * @description Your current password.
             */
            password?: string | null;
            /**
             * Current Code
             * @description Without a password (Google/Facebook sign-up): the code /validator/gen (purpose change_email) mailed to your current address.
             */
            current_code?: string | null;
        };
        /** EmailIn */
        EmailIn: {
            /**
             * Email
             * Format: email
             */
            email: string;
        };
        /** Envelope[BrandSubmitOut] */
        Envelope_BrandSubmitOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["BrandSubmitOut"] | null;
        };
        /** Envelope[BreakoutOut] */
        Envelope_BreakoutOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["BreakoutOut"] | null;
        };
        /** Envelope[CityOut] */
        Envelope_CityOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["CityOut"] | null;
        };
        /** Envelope[CommentLikeOut] */
        Envelope_CommentLikeOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["CommentLikeOut"] | null;
        };
        /** Envelope[CommentList] */
        Envelope_CommentList_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["CommentList"] | null;
        };
        /** Envelope[CommentOut] */
        Envelope_CommentOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["CommentOut"] | null;
        };
        /** Envelope[CommentRemovedOut] */
        Envelope_CommentRemovedOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["CommentRemovedOut"] | null;
        };
        /** Envelope[CompareOut] */
        Envelope_CompareOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["CompareOut"] | null;
        };
        /** Envelope[CriteriasOut] */
        Envelope_CriteriasOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["CriteriasOut"] | null;
        };
        /** Envelope[DupeDetailOut] */
        Envelope_DupeDetailOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["DupeDetailOut"] | null;
        };
        /** Envelope[DupeSubmitOut] */
        Envelope_DupeSubmitOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["DupeSubmitOut"] | null;
        };
        /** Envelope[DupesOut] */
        Envelope_DupesOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["DupesOut"] | null;
        };
        /** Envelope[FeedbackOut] */
        Envelope_FeedbackOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["FeedbackOut"] | null;
        };
        /** Envelope[FeedbackSubmitOut] */
        Envelope_FeedbackSubmitOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["FeedbackSubmitOut"] | null;
        };
        /** Envelope[FollowState] */
        Envelope_FollowState_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["FollowState"] | null;
        };
        /** Envelope[FollowerCount] */
        Envelope_FollowerCount_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["FollowerCount"] | null;
        };
        /** Envelope[FollowingCount] */
        Envelope_FollowingCount_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["FollowingCount"] | null;
        };
        /** Envelope[GlossaryPage] */
        Envelope_GlossaryPage_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["GlossaryPage"] | null;
        };
        /** Envelope[GroupReportOut] */
        Envelope_GroupReportOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["GroupReportOut"] | null;
        };
        /** Envelope[ImageAnalysisOut] */
        Envelope_ImageAnalysisOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ImageAnalysisOut"] | null;
        };
        /** Envelope[InciDetail] */
        Envelope_InciDetail_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["InciDetail"] | null;
        };
        /** Envelope[InciReactionState] */
        Envelope_InciReactionState_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["InciReactionState"] | null;
        };
        /** Envelope[ListAnalysisOut] */
        Envelope_ListAnalysisOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ListAnalysisOut"] | null;
        };
        /** Envelope[ListDupesOut] */
        Envelope_ListDupesOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ListDupesOut"] | null;
        };
        /** Envelope[LoginData] */
        Envelope_LoginData_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["LoginData"] | null;
        };
        /** Envelope[MarkReadOut] */
        Envelope_MarkReadOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["MarkReadOut"] | null;
        };
        /** Envelope[MatchCandidatesOut] */
        Envelope_MatchCandidatesOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["MatchCandidatesOut"] | null;
        };
        /** Envelope[MatchProductOut] */
        Envelope_MatchProductOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["MatchProductOut"] | null;
        };
        /** Envelope[NotificationStates] */
        Envelope_NotificationStates_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["NotificationStates"] | null;
        };
        /** Envelope[Page[ContentCard]] */
        Envelope_Page_ContentCard__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_ContentCard_"] | null;
        };
        /** Envelope[Page[DupeSuggestionOut]] */
        Envelope_Page_DupeSuggestionOut__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_DupeSuggestionOut_"] | null;
        };
        /** Envelope[Page[FeedbackOut]] */
        Envelope_Page_FeedbackOut__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_FeedbackOut_"] | null;
        };
        /** Envelope[Page[FollowMember]] */
        Envelope_Page_FollowMember__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_FollowMember_"] | null;
        };
        /** Envelope[Page[GlossaryItem]] */
        Envelope_Page_GlossaryItem__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_GlossaryItem_"] | null;
        };
        /** Envelope[Page[NotificationOut]] */
        Envelope_Page_NotificationOut__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_NotificationOut_"] | null;
        };
        /** Envelope[Page[ProductListItem]] */
        Envelope_Page_ProductListItem__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_ProductListItem_"] | null;
        };
        /** Envelope[Page[ReviewOut]] */
        Envelope_Page_ReviewOut__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_ReviewOut_"] | null;
        };
        /** Envelope[Page[RoutineOut]] */
        Envelope_Page_RoutineOut__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_RoutineOut_"] | null;
        };
        /** Envelope[Page[SavedAnalysisItem]] */
        Envelope_Page_SavedAnalysisItem__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_SavedAnalysisItem_"] | null;
        };
        /** Envelope[Page[SearchItem]] */
        Envelope_Page_SearchItem__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_SearchItem_"] | null;
        };
        /** Envelope[Page[ShelfOut]] */
        Envelope_Page_ShelfOut__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["Page_ShelfOut_"] | null;
        };
        /** Envelope[PrivacyOut] */
        Envelope_PrivacyOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["PrivacyOut"] | null;
        };
        /** Envelope[ProductDetail] */
        Envelope_ProductDetail_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ProductDetail"] | null;
        };
        /** Envelope[ProductSubmitOut] */
        Envelope_ProductSubmitOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ProductSubmitOut"] | null;
        };
        /** Envelope[ProfileOptions] */
        Envelope_ProfileOptions_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ProfileOptions"] | null;
        };
        /** Envelope[RatingSubmitOut] */
        Envelope_RatingSubmitOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["RatingSubmitOut"] | null;
        };
        /** Envelope[RatingSummaryOut] */
        Envelope_RatingSummaryOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["RatingSummaryOut"] | null;
        };
        /** Envelope[ReactionOut] */
        Envelope_ReactionOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ReactionOut"] | null;
        };
        /** Envelope[ReactionState] */
        Envelope_ReactionState_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ReactionState"] | null;
        };
        /** Envelope[RegisterOut] */
        Envelope_RegisterOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["RegisterOut"] | null;
        };
        /** Envelope[RemovedOut] */
        Envelope_RemovedOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["RemovedOut"] | null;
        };
        /** Envelope[ReportOut] */
        Envelope_ReportOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ReportOut"] | null;
        };
        /** Envelope[ResetLinkOut] */
        Envelope_ResetLinkOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ResetLinkOut"] | null;
        };
        /** Envelope[RestoreOut] */
        Envelope_RestoreOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["RestoreOut"] | null;
        };
        /** Envelope[ReviewOut] */
        Envelope_ReviewOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ReviewOut"] | null;
        };
        /** Envelope[ReviewSubmitOut] */
        Envelope_ReviewSubmitOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ReviewSubmitOut"] | null;
        };
        /** Envelope[RoutineOut] */
        Envelope_RoutineOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["RoutineOut"] | null;
        };
        /** Envelope[RoutineSavedOut] */
        Envelope_RoutineSavedOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["RoutineSavedOut"] | null;
        };
        /** Envelope[SavedAnalysisItem] */
        Envelope_SavedAnalysisItem_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["SavedAnalysisItem"] | null;
        };
        /** Envelope[SavedAnalysisOut] */
        Envelope_SavedAnalysisOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["SavedAnalysisOut"] | null;
        };
        /** Envelope[SearchPage] */
        Envelope_SearchPage_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["SearchPage"] | null;
        };
        /** Envelope[ShareOut] */
        Envelope_ShareOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ShareOut"] | null;
        };
        /** Envelope[ShelfCreatedOut] */
        Envelope_ShelfCreatedOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ShelfCreatedOut"] | null;
        };
        /** Envelope[ShelfDetailOut] */
        Envelope_ShelfDetailOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ShelfDetailOut"] | null;
        };
        /** Envelope[ShelfOut] */
        Envelope_ShelfOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ShelfOut"] | null;
        };
        /** Envelope[ShelfProductStateOut] */
        Envelope_ShelfProductStateOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ShelfProductStateOut"] | null;
        };
        /** Envelope[ShelvesHoldingOut] */
        Envelope_ShelvesHoldingOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ShelvesHoldingOut"] | null;
        };
        /** Envelope[SimilarityOut] */
        Envelope_SimilarityOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["SimilarityOut"] | null;
        };
        /** Envelope[SocialStartOut] */
        Envelope_SocialStartOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["SocialStartOut"] | null;
        };
        /** Envelope[UiResponse] */
        Envelope_UiResponse_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["UiResponse"] | null;
        };
        /** Envelope[UnreadCountOut] */
        Envelope_UnreadCountOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["UnreadCountOut"] | null;
        };
        /** Envelope[UserPrivate] */
        Envelope_UserPrivate_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["UserPrivate"] | null;
        };
        /** Envelope[UserPublic] */
        Envelope_UserPublic_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["UserPublic"] | null;
        };
        /** Envelope[ViewerStateOut] */
        Envelope_ViewerStateOut_: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            data?: components["schemas"]["ViewerStateOut"] | null;
        };
        /** Envelope[list[BrandLabel]] */
        Envelope_list_BrandLabel__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            /** Data */
            data?: components["schemas"]["BrandLabel"][] | null;
        };
        /** Envelope[list[CategoryOption]] */
        Envelope_list_CategoryOption__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            /** Data */
            data?: components["schemas"]["CategoryOption"][] | null;
        };
        /** Envelope[list[SocialProviderOut]] */
        Envelope_list_SocialProviderOut__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            /** Data */
            data?: components["schemas"]["SocialProviderOut"][] | null;
        };
        /** Envelope[list[Suggestion]] */
        Envelope_list_Suggestion__: {
            /**
             * Status
             * @default true
             */
            status: boolean;
            /**
             * Msg
             * @default ok
             */
            msg: string;
            /** Data */
            data?: components["schemas"]["Suggestion"][] | null;
        };
        /**
         * ErrorBody
         * @description Every error answer (api-contract "Status codes"); the OpenAPI document lists it under each status a
         *     route can answer (api.routes.document_error_responses).
         */
        ErrorBody: {
            /**
             * Status
             * @default false
             */
            status: boolean;
            /** Msg */
            msg: string;
            /**
             * Code
             * @default null
             */
            code: string | null;
            /** Errors */
            errors?: components["schemas"]["FieldErrorOut"][];
            /**
             * Auth
             * @default null
             */
            auth: boolean | null;
            /**
             * Message
             * @default null
             */
            message: string | null;
            /**
             * Request Id
             * @default null
             */
            request_id: string | null;
        };
        /** FeedbackActionIn */
        FeedbackActionIn: {
            /**
             * Action
             * @description 1 sets, 0 clears; repeating a call changes nothing.
             * @enum {integer}
             */
            action: 0 | 1;
            /** Feedback Id */
            feedback_id: number;
        };
        /** FeedbackCommentIn */
        FeedbackCommentIn: {
            /** Comment */
            comment: string;
            /**
             * Parent Id
             * @description The thread root answered; null for a new thread.
             */
            parent_id?: number | null;
            /**
             * Replied To User Id
             * @description The member answered inside the thread.
             */
            replied_to_user_id?: number | null;
            /** Feedback Id */
            feedback_id: number;
        };
        /** FeedbackIdIn */
        FeedbackIdIn: {
            /** Feedback Id */
            feedback_id: number;
        };
        /** FeedbackOut */
        FeedbackOut: {
            /** Feedback Id */
            feedback_id: number;
            product: components["schemas"]["ProductRef"];
            author: components["schemas"]["Author"];
            /** Feedback Title */
            feedback_title: string;
            /** Feedback Text */
            feedback_text: string;
            /** General Rating */
            general_rating: number | null;
            /** Ratings */
            ratings: components["schemas"]["CriterionRatingOut"][];
            /** Feedback Status */
            feedback_status: string;
            /** Held Reason */
            held_reason: string | null;
            /** Images */
            images: components["schemas"]["ImageOut"][];
            /** Is Private */
            is_private: boolean;
            /** Like Count */
            like_count: number;
            /** Star Count */
            star_count: number;
            /** Comment Count */
            comment_count: number;
            /** Liked */
            liked: boolean;
            /** Starred */
            starred: boolean;
            /** Is Owner */
            is_owner: boolean;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
        };
        /** FeedbackPrivacyIn */
        FeedbackPrivacyIn: {
            /** Feedback Id */
            feedback_id: number;
            /** Is Private */
            is_private: boolean;
        };
        /** FeedbackSubmitIn */
        FeedbackSubmitIn: {
            /** Product Id */
            product_id: number;
            /**
             * Category Name
             * @description As the client shows it; the product's own category decides the criteria.
             * @default
             */
            category_name: string;
            /** General Rating */
            general_rating?: number | null;
            /** Ratings */
            ratings?: components["schemas"]["CriterionRatingIn"][];
            /**
             * Feedback Status
             * @description What the client submits (spec §4); the server decides acceptance.
             * @default pending
             * @constant
             */
            feedback_status: "pending";
            /**
             * Feedback Id
             * @description Your feedback post on this product (from ratings/submit); without it your post on the product is found or made.
             */
            feedback_id?: number | null;
            /**
             * File Ids
             * @description File-host ids of your uploads.
             */
            file_ids?: number[];
            /**
             * Feedback Text
             * @default
             */
            feedback_text: string;
            /**
             * Feedback Title
             * @default
             */
            feedback_title: string;
            /**
             * Is Private
             * @description Omitted: a new post is public, an edit keeps its state.
             */
            is_private?: boolean | null;
        };
        /** FeedbackSubmitOut */
        FeedbackSubmitOut: {
            /** Feedback Id */
            feedback_id: number;
            /** Rating Id */
            rating_id: number;
            /** Feedback Status */
            feedback_status: string;
            /** Held Reason */
            held_reason: string | null;
        };
        /** FieldErrorOut */
        FieldErrorOut: {
            /** Field */
            field: string;
            /** Msg */
            msg: string;
        };
        /** FitOut */
        FitOut: {
            /** Target */
            target: string;
            /** Verdict */
            verdict: string;
            /** Score */
            score: number;
            /** Reasons */
            reasons: components["schemas"]["FitReasonOut"][];
            /** Note */
            note?: string | null;
        };
        /** FitReasonOut */
        FitReasonOut: {
            /** Effect */
            effect: string;
            /** Reason */
            reason: string;
            /** Ingredients */
            ingredients: string[];
            /** Source */
            source: string;
            /**
             * Source Name
             * @default
             */
            source_name: string;
            /** Source Url */
            source_url?: string | null;
        };
        /** FlagOut */
        FlagOut: {
            /** Code */
            code: string;
            /** Message */
            message: string;
            /** Severity */
            severity: string;
            /** Ingredients */
            ingredients: string[];
            /** Source */
            source: string;
            /**
             * Source Name
             * @default
             */
            source_name: string;
            /** Source Url */
            source_url?: string | null;
        };
        /**
         * FlaggedIngredientOut
         * @description One row per flagged ingredient, its flags merged; `severity` is the strongest of them.
         */
        FlaggedIngredientOut: {
            /** Ingredient */
            ingredient: string;
            /** Severity */
            severity: string;
            /** Flags */
            flags: components["schemas"]["FlagOut"][];
        };
        /** FollowIn */
        FollowIn: {
            /**
             * User Id
             * @description The member to follow or unfollow.
             */
            user_id: number;
        };
        /**
         * FollowMember
         * @description A member in a following or followers list.
         */
        FollowMember: {
            /** User Id */
            user_id: number;
            /** Nickname */
            nickname: string;
            /** Avatar */
            avatar: string;
            /** Bio */
            bio: string;
            /**
             * Followed At
             * Format: date-time
             */
            followed_at: string;
        };
        /**
         * FollowState
         * @description Whether `user_id` follows `followed_id` (the spec's `isFollowing`), and the followed member's count.
         */
        FollowState: {
            /** User Id */
            user_id: number;
            /** Followed Id */
            followed_id: number;
            /** Isfollowing */
            isFollowing: boolean;
            /** Follower Count */
            follower_count: number;
        };
        /** FollowerCount */
        FollowerCount: {
            /** User Id */
            user_id: number;
            /** Follower Count */
            follower_count: number;
        };
        /** FollowingCount */
        FollowingCount: {
            /** User Id */
            user_id: number;
            /** Following Count */
            following_count: number;
        };
        /**
         * FormulaRef
         * @description Another formula of the product (the same name with another list), kept apart.
         */
        FormulaRef: {
            /** Product Id */
            product_id: number;
            /** Name */
            name: string;
            /** Retailer */
            retailer: string;
        };
        /**
         * FunctionOut
         * @description A CosIng function with what it means in plain words.
         */
        FunctionOut: {
            /** Name */
            name: string;
            /** Description */
            description: string | null;
        };
        /** GlossaryItem */
        GlossaryItem: {
            /** Inci Id */
            inci_id: number;
            /** Inci Uuid */
            inci_uuid: string;
            /** Name */
            name: string;
            /** Functions */
            functions: string[];
            /** Product Count */
            product_count: number;
        };
        /**
         * GlossaryPage
         * @description The glossary page of one letter; `ingredients` in place of `items` (spec §7).
         */
        GlossaryPage: {
            /** Letter */
            letter: string;
            /** Q */
            q: string;
            /** Order */
            order: string;
            /** Ingredients */
            ingredients: components["schemas"]["GlossaryItem"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** GroupReportIn */
        GroupReportIn: {
            /**
             * Product Id
             * @description The page the member is on.
             */
            product_id: number;
            /**
             * Other Product Id
             * @description The listing shown as the same product that is not.
             */
            other_product_id: number;
            /**
             * Note
             * @default
             */
            note: string;
        };
        /** GroupReportOut */
        GroupReportOut: {
            /** Report Id */
            report_id: number;
            /** Status */
            status: string;
        };
        /**
         * HeroActiveOut
         * @description What a product is made for (issue 27 §1): a hero active read from its name, label or position.
         */
        HeroActiveOut: {
            /** Active Class */
            active_class: string;
            /** Form */
            form: string;
            /** Label */
            label: string;
            /** Percent */
            percent: number | null;
            /**
             * Basis
             * @enum {string}
             */
            basis: "name" | "label" | "position";
            /** Inci */
            inci: string[];
            /** Text */
            text: string;
        };
        /**
         * HeroKeptOut
         * @description One hero active of the original, as this dupe keeps it (or not).
         */
        HeroKeptOut: {
            /** Active Class */
            active_class: string;
            /** Hero */
            hero: string;
            /** Kept */
            kept: boolean;
            /** Match */
            match: number;
            /** Form */
            form: string | null;
            /** Percent */
            percent: number | null;
            /** Text */
            text: string;
        };
        /** ImageAnalysisOut */
        ImageAnalysisOut: {
            /** Text */
            text: string;
            /** Ingredient List */
            ingredient_list: string;
            /** Names */
            names: components["schemas"]["ReadNameOut"][];
            /** Corrections */
            corrections: string[];
            /** Steps */
            steps: string[];
            /** Ocr Confidence */
            ocr_confidence: number;
            analysis: components["schemas"]["ListAnalysisOut"];
        };
        /** ImageOut */
        ImageOut: {
            /** File Id */
            file_id: number;
            /** Url */
            url: string;
            /** Width */
            width: number | null;
            /** Height */
            height: number | null;
        };
        /** InciDetail */
        InciDetail: {
            /** Inci Id */
            inci_id: number;
            /** Inci Uuid */
            inci_uuid: string;
            /** Name */
            name: string;
            /** Cas Number */
            cas_number: string;
            /** Einecs Number */
            einecs_number: string;
            /** Functions */
            functions: string[];
            /** Description */
            description: string;
            /** Plain Description */
            plain_description?: string | null;
            /**
             * Function Descriptions
             * @default []
             */
            function_descriptions: components["schemas"]["FunctionOut"][];
            /** Product Count */
            product_count: number;
            facts: components["schemas"]["IngredientFacts"];
            /** Flags */
            flags: components["schemas"]["FlagOut"][];
            reaction: components["schemas"]["InciReactionState"];
            products: components["schemas"]["Page_ProductListItem_"];
        };
        /** InciReactionIn */
        InciReactionIn: {
            /** Inci Id */
            inci_id: number;
            /** Action */
            action?: (0 | 1) | null;
        };
        /** InciReactionState */
        InciReactionState: {
            /** Inci Id */
            inci_id: number;
            /** Liked */
            liked: boolean;
            /** Disliked */
            disliked: boolean;
            /** Like Count */
            like_count: number;
            /** Dislike Count */
            dislike_count: number;
        };
        /**
         * IngredientFacts
         * @description What the engine knows about one INCI name (ratings from CosDNA, functions from CosIng, EU status).
         */
        IngredientFacts: {
            /** Functions */
            functions: string[];
            /**
             * Function Descriptions
             * @default []
             */
            function_descriptions: components["schemas"]["FunctionOut"][];
            /** Description */
            description?: string | null;
            /** Comedogenic */
            comedogenic: number[] | null;
            /** Irritancy */
            irritancy: number[] | null;
            /** Annex */
            annex: components["schemas"]["AnnexOut"][];
            /** Allergen List */
            allergen_list: string | null;
            /** Families */
            families: string[];
            /** Actives */
            actives: string[];
            /** Key Active */
            key_active: boolean;
            /** Fungal Acne Trigger */
            fungal_acne_trigger: boolean;
        };
        /**
         * JobScoreParts
         * @description How a "same job" score is made (each part in [0, 1]; `score` = the weighted sum).
         */
        JobScoreParts: {
            /** Hero */
            hero: number;
            /** Kind */
            kind: number;
            /** Base */
            base: number;
            /** Saving */
            saving: number;
            /** Weights */
            weights: number[];
        };
        /**
         * KeywordSearchIn
         * @description `POST /{kind}/search` with {keyword, page_no, page_num}.
         */
        KeywordSearchIn: {
            /**
             * Keyword
             * @default
             */
            keyword: string;
            /**
             * Page No
             * @default 1
             */
            page_no: number;
            /**
             * Page Num
             * @default 10
             */
            page_num: number;
        };
        /**
         * ListAnalysisOut
         * @description `/product/analyze`'s body: the analysis of the list and which catalogue products it is.
         */
        ListAnalysisOut: {
            /** Tags */
            tags: components["schemas"]["TagOut"][];
            /** Flags */
            flags: components["schemas"]["FlagOut"][];
            /** Recognised Count */
            recognised_count: number;
            /** Total */
            total: number;
            /** Recognition Summary */
            recognition_summary: string;
            /** Unrecognised */
            unrecognised: string[];
            /** Corrections */
            corrections: string[];
            /** Key Actives */
            key_actives: string[];
            /** One Percent Position */
            one_percent_position: number | null;
            /** One Percent Basis */
            one_percent_basis: string | null;
            /** Label Partly Unread */
            label_partly_unread: boolean;
            /** Unread Note */
            unread_note: string | null;
            /**
             * Enough Data
             * @default true
             */
            enough_data: boolean;
            /** Data Note */
            data_note?: string | null;
            /**
             * Ratings Missing
             * @default 0
             */
            ratings_missing: number;
            /** Ratings Note */
            ratings_note?: string | null;
            /**
             * Flagged Ingredients
             * @default []
             */
            flagged_ingredients: components["schemas"]["FlaggedIngredientOut"][];
            /** Ingredients */
            ingredients: components["schemas"]["AnalysedIngredient"][];
            /** Parts */
            parts: (string | null)[];
            /** Dropped Text */
            dropped_text: string[];
            /** Unread */
            unread: components["schemas"]["UnreadNameOut"][];
            personalised_for: components["schemas"]["PersonalisedFor"] | null;
            skin_type_fit: components["schemas"]["FitOut"] | null;
            /** Concern Fits */
            concern_fits: components["schemas"]["FitOut"][];
            identity: components["schemas"]["ListIdentityOut"];
        };
        /**
         * ListDupesOut
         * @description Cheaper products that keep the list's key actives: the dupe finder's dupes of the product the list is (or of
         *     the closest one), keeping only those with at least one of the list's key actives.
         */
        ListDupesOut: {
            reference: components["schemas"]["ProductListItem"] | null;
            /** Reference Similarity */
            reference_similarity: number | null;
            /** Note */
            note: string;
            /** Key Actives */
            key_actives: string[];
            /** Items */
            items: components["schemas"]["DupeOut"][];
            /** Method */
            method: string;
        };
        /**
         * ListIdentityOut
         * @description Which catalogue product a list is: `identical` (one or more products have exactly its ingredients), `near`
         *     (the three closest, with their similarity) or `none` (nothing shares an ingredient).
         */
        ListIdentityOut: {
            /**
             * Verdict
             * @enum {string}
             */
            verdict: "identical" | "near" | "none";
            /** Sentence */
            sentence: string;
            /** Matches */
            matches: components["schemas"]["ListMatchOut"][];
        };
        /** ListMatchOut */
        ListMatchOut: {
            product: components["schemas"]["ProductListItem"];
            /** Similarity */
            similarity: number;
            /** Shared Count */
            shared_count: number;
            /** Identical */
            identical: boolean;
            /** Same Order */
            same_order?: boolean | null;
        };
        /**
         * ListingOut
         * @description One retailer's offer of the product (a listing).
         */
        ListingOut: {
            /** Product Id */
            product_id: number;
            /** Retailer */
            retailer: string;
            /** Source */
            source: string;
            /** Name */
            name: string;
            /** Size Text */
            size_text: string;
            /** Size Value */
            size_value: number | null;
            /** Size Unit */
            size_unit: string | null;
            /** Price */
            price: number | null;
            /** Currency */
            currency: string | null;
            /** Price Usd */
            price_usd: number | null;
            /** Price Per Unit Usd */
            price_per_unit_usd: number | null;
            /** Source Url */
            source_url: string;
            /** Source Rating */
            source_rating: number | null;
            /** Source Review Count */
            source_review_count: number | null;
            /** Price Note */
            price_note?: string | null;
            /**
             * Cheapest Per Unit
             * @default false
             */
            cheapest_per_unit: boolean;
            /**
             * Current
             * @default false
             */
            current: boolean;
        };
        /** LoginData */
        LoginData: {
            /** Token */
            token: string;
            /** User Id */
            user_id: number;
        };
        /** LoginIn */
        LoginIn: {
            /**
             * Email
             * Format: email
             */
            email: string;
            /** Password */
            password: string;
        };
        /**
         * LoginResponse
         * @description Login carries `message` beside `msg` (spec §7); `data` only on success.
         */
        LoginResponse: {
            /** Status */
            status: boolean;
            /** Msg */
            msg: string;
            /** Message */
            message: string;
            /** Code */
            code?: string | null;
            data?: components["schemas"]["LoginData"] | null;
        };
        /**
         * MarkReadIn
         * @description Mark one message (`notification_id`) or every message (`all: true`) read (status 0).
         */
        MarkReadIn: {
            /** Notification Id */
            notification_id?: number | null;
            /**
             * All
             * @default false
             */
            all: boolean;
        };
        /** MarkReadOut */
        MarkReadOut: {
            /** Marked */
            marked: number;
            /** Unread Count */
            unread_count: number;
        };
        /** MatchCandidate */
        MatchCandidate: {
            product: components["schemas"]["ProductListItem"];
            /**
             * Relation
             * @enum {string}
             */
            relation: "same" | "new_formula" | "close";
            /** Reason */
            reason: string;
        };
        /**
         * MatchCandidatesIn
         * @description A product a member is about to add: its brand (an existing one, or the name of one she proposes), name,
         *     and, when she has them, its category and ingredient list.
         */
        MatchCandidatesIn: {
            /** Brand Id */
            brand_id?: number | null;
            /** Brand Name */
            brand_name?: string | null;
            /** Name */
            name: string;
            /** Category Id */
            category_id?: number | null;
            /**
             * Ingredient List
             * @default
             */
            ingredient_list: string;
        };
        /** MatchCandidatesOut */
        MatchCandidatesOut: {
            /** Candidates */
            candidates: components["schemas"]["MatchCandidate"][];
        };
        /** MatchProductIn */
        MatchProductIn: {
            /** Ingredients */
            ingredients?: string[];
            /** Exclude */
            exclude?: string[];
            /**
             * Page No
             * @default 1
             */
            page_no: number;
            /**
             * Page Num
             * @default 10
             */
            page_num: number;
            /** Category */
            category?: number | string | null;
        };
        /** MatchProductOut */
        MatchProductOut: {
            /** Items */
            items: components["schemas"]["ProductListItem"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
            /** Terms */
            terms: components["schemas"]["TermReading"][];
            /** Msg */
            msg: string;
        };
        /**
         * MemberRating
         * @description Glowdex members' rating: the average of one rating per member who rated the product here (their overall
         *     rating from the rating form, else their reviews' stars; imported reviews are the retailer's, not members').
         */
        MemberRating: {
            /** Average */
            average: number;
            /** Count */
            count: number;
        };
        /** MyRatingOut */
        MyRatingOut: {
            /** General Rating */
            general_rating: number | null;
            /** Ratings */
            ratings: components["schemas"]["MyRatingValue"][];
            /** Feedback Id */
            feedback_id: number | null;
            /** Feedback Status */
            feedback_status: string | null;
        };
        /** MyRatingValue */
        MyRatingValue: {
            /** Criteria Name */
            criteria_name: string;
            /** Rating Value */
            rating_value: number | null;
        };
        /**
         * NotificationOut
         * @description One inbox message. `notification_id` and `id` are the same number (the spec names both); `status` 0
         *     means read, 1 unread. `object_type`/`object_id` name what it links to: a content kind and its id, or
         *     "user" and the member who followed; `comment_id` the comment it is about, if any.
         */
        NotificationOut: {
            /** Notification Id */
            notification_id: number;
            /** Id */
            id: number;
            /** Notification Type */
            notification_type: string;
            /** Status */
            status: number;
            /** Text */
            text: string;
            actor: components["schemas"]["Author"] | null;
            /** Object Type */
            object_type: string | null;
            /** Object Id */
            object_id: number | null;
            /** Comment Id */
            comment_id: number | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** NotificationSettingIn */
        NotificationSettingIn: {
            /**
             * Notification Type
             * @enum {string}
             */
            notification_type: "follow" | "like" | "star" | "comment" | "reply";
            /** Is Enabled */
            is_enabled: boolean;
            /** User Id */
            user_id?: number | null;
        };
        /**
         * NotificationStates
         * @description Each notification type → is_enabled (every type is on until the member turns it off).
         */
        NotificationStates: {
            /**
             * Follow
             * @default true
             */
            follow: boolean;
            /**
             * Like
             * @default true
             */
            like: boolean;
            /**
             * Star
             * @default true
             */
            star: boolean;
            /**
             * Comment
             * @default true
             */
            comment: boolean;
            /**
             * Reply
             * @default true
             */
            reply: boolean;
        };
        /** Option */
        Option: {
            /** Value */
            value: string;
            /** Label */
            label: string;
        };
        /** Page[ContentCard] */
        Page_ContentCard_: {
            /** Items */
            items: components["schemas"]["ContentCard"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[DupeSuggestionOut] */
        Page_DupeSuggestionOut_: {
            /** Items */
            items: components["schemas"]["DupeSuggestionOut"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[FeedbackOut] */
        Page_FeedbackOut_: {
            /** Items */
            items: components["schemas"]["FeedbackOut"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[FollowMember] */
        Page_FollowMember_: {
            /** Items */
            items: components["schemas"]["FollowMember"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[GlossaryItem] */
        Page_GlossaryItem_: {
            /** Items */
            items: components["schemas"]["GlossaryItem"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[NotificationOut] */
        Page_NotificationOut_: {
            /** Items */
            items: components["schemas"]["NotificationOut"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[ProductListItem] */
        Page_ProductListItem_: {
            /** Items */
            items: components["schemas"]["ProductListItem"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[ReviewOut] */
        Page_ReviewOut_: {
            /** Items */
            items: components["schemas"]["ReviewOut"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[RoutineOut] */
        Page_RoutineOut_: {
            /** Items */
            items: components["schemas"]["RoutineOut"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[SavedAnalysisItem] */
        Page_SavedAnalysisItem_: {
            /** Items */
            items: components["schemas"]["SavedAnalysisItem"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[SearchItem] */
        Page_SearchItem_: {
            /** Items */
            items: components["schemas"]["SearchItem"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[ShelfOut] */
        Page_ShelfOut_: {
            /** Items */
            items: components["schemas"]["ShelfOut"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /** Page[ShelfProductOut] */
        Page_ShelfProductOut_: {
            /** Items */
            items: components["schemas"]["ShelfProductOut"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
        };
        /**
         * PersonalFit
         * @description How a list suits one member's saved skin type and concerns (the product page's "For your skin").
         */
        PersonalFit: {
            personalised_for: components["schemas"]["PersonalisedFor"];
            skin_type_fit: components["schemas"]["FitOut"] | null;
            /** Concern Fits */
            concern_fits: components["schemas"]["FitOut"][];
        };
        /** PersonalisedFor */
        PersonalisedFor: {
            /** Skin Type */
            skin_type: string | null;
            /** Concerns */
            concerns: string[];
        };
        /** PrivacyOut */
        PrivacyOut: {
            /** Type */
            type: string;
            /** Id */
            id: number;
            /** Is Private */
            is_private: boolean;
        };
        /** ProductDetail */
        ProductDetail: {
            /** Product Id */
            product_id: number;
            /** Name */
            name: string;
            /** Status */
            status: string;
            /** Held Reason */
            held_reason?: string | null;
            brand: components["schemas"]["BrandRef"];
            /** Category Name */
            category_name: string | null;
            /** Category Path */
            category_path: components["schemas"]["CategoryRef"][];
            /** Description */
            description: string;
            /** Size Text */
            size_text: string;
            /** Size Value */
            size_value: number | null;
            /** Size Unit */
            size_unit: string | null;
            /** Price */
            price: number | null;
            /** Currency */
            currency: string | null;
            /** Price Usd */
            price_usd: number | null;
            /** Price Per Unit Usd */
            price_per_unit_usd: number | null;
            /** Image Url */
            image_url: string;
            /** Skin Types */
            skin_types: string[];
            /** Highlights */
            highlights: string[];
            /** Tags */
            tags: string[];
            /** Source */
            source: string;
            /** Source Url */
            source_url: string;
            /** Source Rating */
            source_rating: number | null;
            /** Source Review Count */
            source_review_count: number | null;
            /** Rating Avg */
            rating_avg: number | null;
            /** Review Count */
            review_count: number;
            retailer_rating: components["schemas"]["RetailerRating"] | null;
            member_rating: components["schemas"]["MemberRating"] | null;
            /** Ingredients Raw */
            ingredients_raw: string;
            /** Ingredient List */
            ingredient_list: components["schemas"]["ProductIngredientOut"][];
            analysis: components["schemas"]["AnalysisSummary"];
            /**
             * Made For
             * @default []
             */
            made_for: components["schemas"]["HeroActiveOut"][];
            personal?: components["schemas"]["PersonalFit"] | null;
            reaction: components["schemas"]["ReactionState"];
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Group Id */
            group_id?: number | null;
            /**
             * Listings
             * @default []
             */
            listings: components["schemas"]["ListingOut"][];
            /**
             * Other Formulas
             * @default []
             */
            other_formulas: components["schemas"]["FormulaRef"][];
        };
        /** ProductIdIn */
        ProductIdIn: {
            /** Product Id */
            product_id: number;
        };
        /**
         * ProductIngredientOut
         * @description One entry of the product's list in label order, with what the analyser found about it.
         */
        ProductIngredientOut: {
            /** Functions */
            functions: string[];
            /**
             * Function Descriptions
             * @default []
             */
            function_descriptions: components["schemas"]["FunctionOut"][];
            /** Description */
            description?: string | null;
            /** Comedogenic */
            comedogenic: number[] | null;
            /** Irritancy */
            irritancy: number[] | null;
            /** Annex */
            annex: components["schemas"]["AnnexOut"][];
            /** Allergen List */
            allergen_list: string | null;
            /** Families */
            families: string[];
            /** Actives */
            actives: string[];
            /** Key Active */
            key_active: boolean;
            /** Fungal Acne Trigger */
            fungal_acne_trigger: boolean;
            /** Name */
            name: string;
            /** Inci */
            inci: string | null;
            /** Recognised */
            recognised: boolean;
            /** Position */
            position: number | null;
            /** May Contain */
            may_contain: boolean;
            /** Part Label */
            part_label: string | null;
            /** Below One Percent */
            below_one_percent: boolean | null;
            /** Confidence */
            confidence: number;
            /** Correction */
            correction: string | null;
            /** Possible Inci */
            possible_inci: string[];
            /** Flags */
            flags: components["schemas"]["FlagOut"][];
            /** Seq */
            seq: number;
            /** Inci Id */
            inci_id: number | null;
            /** Inci Uuid */
            inci_uuid: string | null;
        };
        /**
         * ProductListItem
         * @description A product as lists show it. `retailer_rating` and `member_rating` are the two ratings shown, each saying
         *     whose it is; `rating_avg` and `review_count` average and count every public review here, imported ones too.
         */
        ProductListItem: {
            /** Product Id */
            product_id: number;
            /** Name */
            name: string;
            /** Brand Id */
            brand_id: number;
            /** Brand Name */
            brand_name: string;
            /** Category Id */
            category_id: number | null;
            /** Category Name */
            category_name: string | null;
            /** Image Url */
            image_url: string;
            /** Size Text */
            size_text: string;
            /** Price */
            price: number | null;
            /** Currency */
            currency: string | null;
            /** Price Usd */
            price_usd: number | null;
            /** Price Per Unit Usd */
            price_per_unit_usd: number | null;
            /** Rating Avg */
            rating_avg: number | null;
            /** Review Count */
            review_count: number;
            retailer_rating: components["schemas"]["RetailerRating"] | null;
            member_rating: components["schemas"]["MemberRating"] | null;
            /** Like Count */
            like_count: number;
            /** Status */
            status: string;
            /**
             * Placeholder
             * @default false
             */
            placeholder: boolean;
        };
        /**
         * ProductRef
         * @description The product a review, feedback post or routine step is about (`placeholder` as on a product card).
         */
        ProductRef: {
            /** Product Id */
            product_id: number;
            /** Name */
            name: string;
            /** Brand Name */
            brand_name: string;
            /** Image Url */
            image_url: string;
            /**
             * Placeholder
             * @default false
             */
            placeholder: boolean;
        };
        /** ProductState */
        ProductState: {
            /** Product Id */
            product_id: number;
            /** Liked */
            liked: boolean;
            /** Disliked */
            disliked: boolean;
            /** Starred */
            starred: boolean;
            /** My Rating */
            my_rating: number | null;
            /** Shelf Ids */
            shelf_ids: number[];
            personal?: components["schemas"]["PersonalFit"] | null;
            mine?: components["schemas"]["MyRatingOut"] | null;
            /** Unlisted Reviews */
            unlisted_reviews?: number | null;
        };
        /** ProductSubmitIn */
        ProductSubmitIn: {
            /** Name */
            name: string;
            /** Brand Id */
            brand_id: number;
            /** Category Id */
            category_id?: number | null;
            /** Ingredient List */
            ingredient_list: string;
            /**
             * Description
             * @default
             */
            description: string;
            /** Size Value */
            size_value?: number | null;
            /** Size Unit */
            size_unit?: ("ml" | "l" | "fl_oz" | "g" | "kg") | null;
            /** Price */
            price?: number | null;
            /**
             * Currency
             * @default USD
             */
            currency: string;
            /**
             * Image Url
             * @default
             */
            image_url: string;
        };
        /** ProductSubmitOut */
        ProductSubmitOut: {
            /** Product Id */
            product_id: number;
            /** Status */
            status: string;
            analysis: components["schemas"]["AnalysisOut"];
        };
        /** ProfileOptions */
        ProfileOptions: {
            /** Skin Types */
            skin_types: components["schemas"]["Option"][];
            /** Concerns */
            concerns: components["schemas"]["Option"][];
        };
        /**
         * RatingSubmitIn
         * @description The member's one rating of a product; a new submission replaces the previous one.
         */
        RatingSubmitIn: {
            /** Product Id */
            product_id: number;
            /**
             * Category Name
             * @description As the client shows it; the product's own category decides the criteria.
             * @default
             */
            category_name: string;
            /** General Rating */
            general_rating?: number | null;
            /** Ratings */
            ratings?: components["schemas"]["CriterionRatingIn"][];
            /**
             * Feedback Status
             * @description What the client submits (spec §4); the server decides acceptance.
             * @default pending
             * @constant
             */
            feedback_status: "pending";
        };
        /** RatingSubmitOut */
        RatingSubmitOut: {
            /** Rating Id */
            rating_id: number;
            /** Feedback Id */
            feedback_id: number;
            /** Feedback Status */
            feedback_status: string;
        };
        /**
         * RatingSummaryOut
         * @description Averages over the product's publicly visible feedback only (accepted, not private, author not deleted).
         */
        RatingSummaryOut: {
            /** Product Id */
            product_id: number;
            /** Category Name */
            category_name: string | null;
            /** Criteria Set */
            criteria_set: string;
            general: components["schemas"]["AverageOut"];
            /** Criteria */
            criteria: components["schemas"]["CriterionAverageOut"][];
            mine: components["schemas"]["MyRatingOut"] | null;
        };
        /**
         * ReactionOut
         * @description The viewer's state and the counts after a like or star call.
         */
        ReactionOut: {
            /** Type */
            type: string;
            /** Id */
            id: number;
            /** Liked */
            liked: boolean;
            /** Starred */
            starred: boolean;
            /** Like Count */
            like_count: number;
            /** Star Count */
            star_count: number;
        };
        /** ReactionState */
        ReactionState: {
            /** Product Id */
            product_id: number;
            /** Liked */
            liked: boolean;
            /** Disliked */
            disliked: boolean;
            /** Starred */
            starred: boolean;
            /** Like Count */
            like_count: number;
            /** Dislike Count */
            dislike_count: number;
            /** Star Count */
            star_count: number;
        };
        /**
         * ReadNameOut
         * @description One name read from the photo.
         */
        ReadNameOut: {
            /** Printed */
            printed: string;
            /** Inci */
            inci: string | null;
            /** Confidence */
            confidence: number;
            /** Ocr Confidence */
            ocr_confidence: number;
            /** Correction */
            correction: string | null;
        };
        /** RegisterIn */
        RegisterIn: {
            /**
             * Email
             * Format: email
             */
            email: string;
            /** Password */
            password: string;
        };
        /** RegisterOut */
        RegisterOut: {
            /**
             * Registration
             * @description This sign-up's token: kept by the browser, it pairs with the mailed code (/user/activate).
             */
            registration: string;
            /** Email */
            email: string;
        };
        /** RemovedOut */
        RemovedOut: {
            /** Type */
            type: string;
            /** Id */
            id: number;
            /**
             * Removed
             * @default true
             * @constant
             */
            removed: true;
        };
        /** ReportIn */
        ReportIn: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "review" | "routine" | "feedback" | "dupe" | "comment" | "shelf" | "user";
            /**
             * Id
             * @description The item's id (a member's user id for a profile).
             */
            id: number;
            /**
             * Reason
             * @enum {string}
             */
            reason: "spam" | "offensive" | "harassment" | "misleading" | "personal_info" | "other";
            /**
             * Note
             * @description Anything the moderator should know (optional).
             * @default
             */
            note: string;
        };
        /** ReportOut */
        ReportOut: {
            /** Report Id */
            report_id: number;
            /** Kind */
            kind: string;
            /** Id */
            id: number;
            /** Created */
            created: boolean;
        };
        /** ResetLinkOut */
        ResetLinkOut: {
            /**
             * State
             * @enum {string}
             */
            state: "valid" | "used" | "expired" | "invalid";
        };
        /** ResetPasswordIn */
        ResetPasswordIn: {
            /** Token */
            token: string;
            /** New Password */
            new_password: string;
        };
        /** RestoreOut */
        RestoreOut: {
            /**
             * Reset Token
             * @description Choose a new password with it (/user/reset_password), as with a reset link.
             */
            reset_token: string;
        };
        /**
         * RetailerRating
         * @description The retailer's own rating of this listing, imported with it: its average on a 5-star scale, how many ratings
         *     that averages (null when the retailer's file does not say), and the retailer.
         */
        RetailerRating: {
            /** Retailer */
            retailer: string;
            /** Average */
            average: number;
            /** Count */
            count: number | null;
        };
        /** ReviewActionIn */
        ReviewActionIn: {
            /**
             * Action
             * @description 1 sets, 0 clears; repeating a call changes nothing.
             * @enum {integer}
             */
            action: 0 | 1;
            /** Review Id */
            review_id: number;
        };
        /** ReviewCommentIn */
        ReviewCommentIn: {
            /** Comment */
            comment: string;
            /**
             * Parent Id
             * @description The thread root answered; null for a new thread.
             */
            parent_id?: number | null;
            /**
             * Replied To User Id
             * @description The member answered inside the thread.
             */
            replied_to_user_id?: number | null;
            /** Review Id */
            review_id: number;
        };
        /** ReviewIdIn */
        ReviewIdIn: {
            /** Review Id */
            review_id: number;
        };
        /** ReviewOut */
        ReviewOut: {
            /** Review Id */
            review_id: number;
            product: components["schemas"]["ProductRef"];
            author: components["schemas"]["Author"];
            /** Title */
            title: string;
            /** Content */
            content: string;
            /** Rating */
            rating: number | null;
            /** Skin Type */
            skin_type: string | null;
            /** Concerns */
            concerns: string[];
            /** Images */
            images: components["schemas"]["ImageOut"][];
            /** Is Private */
            is_private: boolean;
            /** Like Count */
            like_count: number;
            /** Star Count */
            star_count: number;
            /** Comment Count */
            comment_count: number;
            /** Liked */
            liked: boolean;
            /** Starred */
            starred: boolean;
            /** Is Owner */
            is_owner: boolean;
            /** Moderation Status */
            moderation_status: string;
            /** Held Reason */
            held_reason: string | null;
            /** Source */
            source: string | null;
            /** Received Free */
            received_free: boolean;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
        };
        /** ReviewPrivacyIn */
        ReviewPrivacyIn: {
            /** Review Id */
            review_id: number;
            /** Is Private */
            is_private: boolean;
        };
        /** ReviewState */
        ReviewState: {
            /** Review Id */
            review_id: number;
            /** Liked */
            liked: boolean;
            /** Starred */
            starred: boolean;
        };
        /**
         * ReviewSubmitIn
         * @description New review without `review_id`; an edit of your own review with it.
         */
        ReviewSubmitIn: {
            /**
             * Review Id
             * @description Only to edit one of your reviews.
             */
            review_id?: number | null;
            /** Product Id */
            product_id: number;
            /**
             * Title
             * @default
             */
            title: string;
            /** Content */
            content: string;
            /** Rating */
            rating: number;
            /**
             * Images
             * @description File-host ids of your uploads.
             */
            images?: number[];
            /**
             * Is Private
             * @default false
             */
            is_private: boolean;
        };
        /** ReviewSubmitOut */
        ReviewSubmitOut: {
            /** Review Id */
            review_id: number;
            /** Product Id */
            product_id: number;
            /** Created */
            created: boolean;
        };
        /** RoutineActionIn */
        RoutineActionIn: {
            /**
             * Action
             * @description 1 sets, 0 clears; repeating a call changes nothing.
             * @enum {integer}
             */
            action: 0 | 1;
            /** Routine Id */
            routine_id: number;
        };
        /** RoutineCommentIn */
        RoutineCommentIn: {
            /** Comment */
            comment: string;
            /**
             * Parent Id
             * @description The thread root answered; null for a new thread.
             */
            parent_id?: number | null;
            /**
             * Replied To User Id
             * @description The member answered inside the thread.
             */
            replied_to_user_id?: number | null;
            /** Routine Id */
            routine_id: number;
        };
        /**
         * RoutineConflict
         * @description Advice, not an alarm: two products' ingredients that are better not layered in one slot.
         */
        RoutineConflict: {
            /** Rule Id */
            rule_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "am" | "pm";
            /** Title */
            title: string;
            /** Advice */
            advice: string;
            /** Products */
            products: components["schemas"]["ConflictProduct"][];
            /** Source Title */
            source_title: string;
            /** Source Url */
            source_url: string;
        };
        /** RoutineEditIn */
        RoutineEditIn: {
            /** Title */
            title: string;
            /**
             * Description
             * @default
             */
            description: string;
            /** Products */
            products: components["schemas"]["RoutineStepIn"][];
            /**
             * Is Private
             * @default false
             */
            is_private: boolean;
            /** Routine Id */
            routine_id: number;
        };
        /** RoutineIdIn */
        RoutineIdIn: {
            /** Routine Id */
            routine_id: number;
        };
        /**
         * RoutineIn
         * @description `/routine/add`; `/routine/edit` adds `routine_id`. Products in the order they are applied.
         */
        RoutineIn: {
            /** Title */
            title: string;
            /**
             * Description
             * @default
             */
            description: string;
            /** Products */
            products: components["schemas"]["RoutineStepIn"][];
            /**
             * Is Private
             * @default false
             */
            is_private: boolean;
        };
        /** RoutineOut */
        RoutineOut: {
            /** Routine Id */
            routine_id: number;
            /** Title */
            title: string;
            /** Description */
            description: string;
            author: components["schemas"]["Author"];
            /** Products */
            products: components["schemas"]["RoutineStepOut"][];
            /** Is Private */
            is_private: boolean;
            /** Like Count */
            like_count: number;
            /** Star Count */
            star_count: number;
            /** Comment Count */
            comment_count: number;
            /** Liked */
            liked: boolean;
            /** Starred */
            starred: boolean;
            /** Is Owner */
            is_owner: boolean;
            /** Moderation Status */
            moderation_status: string;
            /** Held Reason */
            held_reason: string | null;
            /** Conflicts */
            conflicts?: components["schemas"]["RoutineConflict"][] | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
        };
        /** RoutinePrivacyIn */
        RoutinePrivacyIn: {
            /** Routine Id */
            routine_id: number;
            /** Is Private */
            is_private: boolean;
        };
        /** RoutineSavedOut */
        RoutineSavedOut: {
            /** Routine Id */
            routine_id: number;
            /** Created */
            created: boolean;
        };
        /** RoutineStepIn */
        RoutineStepIn: {
            /** Product Id */
            product_id: number;
            /**
             * Step Name
             * @description e.g. Cleanse, Treat, Moisturise.
             * @default
             */
            step_name: string;
            /**
             * Time Of Day
             * @default both
             * @enum {string}
             */
            time_of_day: "am" | "pm" | "both";
            /**
             * Frequency
             * @default daily
             * @enum {string}
             */
            frequency: "daily" | "every_other_day" | "twice_weekly" | "weekly" | "as_needed";
            /**
             * Note
             * @default
             */
            note: string;
        };
        /** RoutineStepOut */
        RoutineStepOut: {
            /** Position */
            position: number;
            /** Product Id */
            product_id: number;
            /** Name */
            name: string;
            /** Brand Name */
            brand_name: string;
            /** Image Url */
            image_url: string;
            /**
             * Placeholder
             * @default false
             */
            placeholder: boolean;
            /** Step Name */
            step_name: string;
            /**
             * Time Of Day
             * @enum {string}
             */
            time_of_day: "am" | "pm" | "both";
            /** Frequency */
            frequency: string;
            /** Note */
            note: string;
        };
        /** SaveAnalysisIn */
        SaveAnalysisIn: {
            /** Name */
            name: string;
            /** Ingredient List */
            ingredient_list: string;
            /**
             * Source
             * @default paste
             * @enum {string}
             */
            source: "paste" | "photo";
        };
        /** SavedAnalysisItem */
        SavedAnalysisItem: {
            /** Analysis Id */
            analysis_id: number;
            /** Name */
            name: string;
            /** Source */
            source: string;
            /** Ingredient Count */
            ingredient_count: number;
            /** Shared */
            shared: boolean;
            /** Share Token */
            share_token: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** SavedAnalysisOut */
        SavedAnalysisOut: {
            /** Analysis Id */
            analysis_id: number;
            /** Name */
            name: string;
            /** Source */
            source: string;
            /** Ingredient Count */
            ingredient_count: number;
            /** Shared */
            shared: boolean;
            /** Share Token */
            share_token: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Ingredient List */
            ingredient_list: string;
            /** Is Owner */
            is_owner: boolean;
            /** Owner Nickname */
            owner_nickname: string | null;
            analysis: components["schemas"]["ListAnalysisOut"];
        };
        /**
         * SearchItem
         * @description One result: its type, id, the stored fields search keeps, and highlighted snippets.
         *
         *     The spec's id name of its type carries the id as a number (`product_id`, `brand_id`, `category_id`,
         *     `inci_id` with `inci_uuid`, `city_id`, `user_id` (a member), `review_id`, `routine_id`, `dupe_id`, `feedback_id`); the id
         *     names of other types are null. `id` is the same id as text, whatever the type.
         */
        SearchItem: {
            /** Type */
            type: string;
            /** Id */
            id: string;
            /** Product Id */
            product_id?: number | null;
            /** Brand Id */
            brand_id?: number | null;
            /** Category Id */
            category_id?: number | null;
            /** Inci Id */
            inci_id?: number | null;
            /** Inci Uuid */
            inci_uuid?: string | null;
            /** City Id */
            city_id?: number | null;
            /** User Id */
            user_id?: number | null;
            /** Review Id */
            review_id?: number | null;
            /** Routine Id */
            routine_id?: number | null;
            /** Dupe Id */
            dupe_id?: number | null;
            /** Feedback Id */
            feedback_id?: number | null;
            /** Score */
            score?: number | null;
            /** Fields */
            fields: {
                [key: string]: unknown;
            };
            /** Highlights */
            highlights?: {
                [key: string]: string[];
            };
            /**
             * Best Match
             * @default false
             */
            best_match: boolean;
            /**
             * Partial Match
             * @default false
             */
            partial_match: boolean;
        };
        /**
         * SearchPage
         * @description `GET /search`: a page of the mixed list, and how many results of each type matched in all (`total_count`
         *     is their sum; the typed searches answer the same per-type totals). `product_partial` counts the products
         *     that match all but one of the words (`partial_match`); `product` those that match every word.
         */
        SearchPage: {
            /** Items */
            items: components["schemas"]["SearchItem"][];
            /** Page No */
            page_no: number;
            /** Page Num */
            page_num: number;
            /** Total Count */
            total_count: number;
            /** Hasmore */
            hasMore: boolean;
            /** Counts */
            counts?: {
                [key: string]: number;
            };
        };
        /** ShareAnalysisIn */
        ShareAnalysisIn: {
            /** Analysis Id */
            analysis_id: number;
            /** Shared */
            shared: boolean;
        };
        /** ShareOut */
        ShareOut: {
            /** Analysis Id */
            analysis_id: number;
            /** Shared */
            shared: boolean;
            /** Share Token */
            share_token: string | null;
            /** Share Path */
            share_path: string | null;
        };
        /** ShelfCreatedOut */
        ShelfCreatedOut: {
            /** Shelf Id */
            shelf_id: number;
        };
        /** ShelfDetailOut */
        ShelfDetailOut: {
            shelf: components["schemas"]["ShelfOut"];
            products: components["schemas"]["Page_ShelfProductOut_"];
        };
        /**
         * ShelfEditIn
         * @description `/product/shelf/edit`: only the fields given change.
         */
        ShelfEditIn: {
            /** Shelf Id */
            shelf_id: number;
            /** Name */
            name?: string | null;
            /** Description */
            description?: string | null;
            /** Shelf Type */
            shelf_type?: ("custom" | "in_use" | "empties" | "wishlist" | "works_for_me" | "broke_me_out") | null;
        };
        /** ShelfIdIn */
        ShelfIdIn: {
            /** Shelf Id */
            shelf_id: number;
        };
        /**
         * ShelfIn
         * @description `/product/add_shelf`.
         */
        ShelfIn: {
            /** Name */
            name: string;
            /**
             * Description
             * @default
             */
            description: string;
            /**
             * Shelf Type
             * @default custom
             * @enum {string}
             */
            shelf_type: "custom" | "in_use" | "empties" | "wishlist" | "works_for_me" | "broke_me_out";
            /**
             * Is Private
             * @default false
             */
            is_private: boolean;
        };
        /** ShelfOut */
        ShelfOut: {
            /** Shelf Id */
            shelf_id: number;
            /** Name */
            name: string;
            /** Description */
            description: string;
            /**
             * Shelf Type
             * @enum {string}
             */
            shelf_type: "custom" | "in_use" | "empties" | "wishlist" | "works_for_me" | "broke_me_out";
            /** Is Private */
            is_private: boolean;
            /** Product Count */
            product_count: number;
            /** Preview */
            preview: string[];
            author: components["schemas"]["Author"];
            /** Is Owner */
            is_owner: boolean;
            /** Moderation Status */
            moderation_status: string;
            /** Held Reason */
            held_reason: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
        };
        /** ShelfPrivacyIn */
        ShelfPrivacyIn: {
            /** Shelf Id */
            shelf_id: number;
            /** Is Private */
            is_private: boolean;
        };
        /**
         * ShelfProductIn
         * @description `/product/add_to_shelf`: action 1 puts the product on the shelf (again: its note changes), 0 takes it off.
         */
        ShelfProductIn: {
            /** Shelf Id */
            shelf_id: number;
            /** Product Id */
            product_id: number;
            /**
             * Action
             * @description 1 adds, 0 removes; repeating a call changes nothing.
             * @enum {integer}
             */
            action: 0 | 1;
            /**
             * Note
             * @description Your note on it (kept when omitted).
             */
            note?: string | null;
        };
        /** ShelfProductOut */
        ShelfProductOut: {
            /** Product Id */
            product_id: number;
            /** Name */
            name: string;
            /** Brand Id */
            brand_id: number;
            /** Brand Name */
            brand_name: string;
            /** Category Id */
            category_id: number | null;
            /** Category Name */
            category_name: string | null;
            /** Image Url */
            image_url: string;
            /** Size Text */
            size_text: string;
            /** Price */
            price: number | null;
            /** Currency */
            currency: string | null;
            /** Price Usd */
            price_usd: number | null;
            /** Price Per Unit Usd */
            price_per_unit_usd: number | null;
            /** Rating Avg */
            rating_avg: number | null;
            /** Review Count */
            review_count: number;
            retailer_rating: components["schemas"]["RetailerRating"] | null;
            member_rating: components["schemas"]["MemberRating"] | null;
            /** Like Count */
            like_count: number;
            /** Status */
            status: string;
            /**
             * Placeholder
             * @default false
             */
            placeholder: boolean;
            /**
             * Added At
             * Format: date-time
             */
            added_at: string;
            /** Note */
            note: string | null;
        };
        /** ShelfProductStateOut */
        ShelfProductStateOut: {
            /** Shelf Id */
            shelf_id: number;
            /** Product Id */
            product_id: number;
            /** On Shelf */
            on_shelf: boolean;
            /**
             * Changed
             * @description False when the product already was on (or off) the shelf: nothing happened.
             */
            changed: boolean;
            /** Product Count */
            product_count: number;
        };
        /**
         * ShelvesHoldingOut
         * @description `/product/shelf/holding`: which of the signed-in member's shelves hold a product.
         */
        ShelvesHoldingOut: {
            /** Product Id */
            product_id: number;
            /** Shelf Ids */
            shelf_ids: number[];
        };
        /** SimilarProduct */
        SimilarProduct: {
            product: components["schemas"]["ProductListItem"];
            /** Score */
            score: number;
            /** Shared Count */
            shared_count: number;
            /** Shared Key Ingredients */
            shared_key_ingredients: string[];
            /** Missing Key Ingredients */
            missing_key_ingredients: string[];
            /** Extra Key Ingredients */
            extra_key_ingredients: string[];
            /** Explanation */
            explanation: string;
            /** Same Product At */
            same_product_at?: string | null;
        };
        /** SimilarityOut */
        SimilarityOut: {
            /** Product Id */
            product_id: number;
            /** Metric */
            metric: string;
            /** K */
            k: number;
            /** Same Category */
            same_category: boolean;
            /** Items */
            items: components["schemas"]["SimilarProduct"][];
            /** Catalog Version */
            catalog_version: string;
            /** Method */
            method: string;
        };
        /**
         * SocialLoginIn
         * @description spec §7 `{code, redirect_uri}`, plus the `state` the provider handed back.
         */
        SocialLoginIn: {
            /** Code */
            code: string;
            /** Redirect Uri */
            redirect_uri: string;
            /** State */
            state: string;
        };
        /** SocialProviderOut */
        SocialProviderOut: {
            /** Provider */
            provider: string;
            /** Label */
            label: string;
            /** Configured */
            configured: boolean;
        };
        /** SocialStartOut */
        SocialStartOut: {
            /** Authorization Url */
            authorization_url: string;
        };
        /** Suggestion */
        Suggestion: {
            /** Type */
            type: string;
            /** Id */
            id: string;
            /** Text */
            text: string;
            /** Context */
            context?: string | null;
            /** Inci Uuid */
            inci_uuid?: string | null;
        };
        /** TagOut */
        TagOut: {
            /** Tag */
            tag: string;
            /** Applies */
            applies: boolean;
            /** Triggers */
            triggers: string[];
            /** Source */
            source: string;
            /**
             * Status
             * @default applies
             */
            status: string;
            /** Note */
            note?: string | null;
            /**
             * Source Name
             * @default
             */
            source_name: string;
            /** Source Url */
            source_url?: string | null;
        };
        /**
         * TermReading
         * @description How one typed name was read.
         */
        TermReading: {
            /** Term */
            term: string;
            /**
             * Role
             * @enum {string}
             */
            role: "include" | "exclude";
            /** Recognised */
            recognised: boolean;
            /** Inci */
            inci: string[];
            /** Method */
            method: string | null;
            /** Confidence */
            confidence: number;
            /** Correction */
            correction: string | null;
            /** In Catalog */
            in_catalog: boolean;
            /** Used */
            used: boolean;
            /**
             * Suggestions
             * @default []
             */
            suggestions: string[];
        };
        /**
         * TokenIn
         * @description The token of a mailed link.
         */
        TokenIn: {
            /** Token */
            token: string;
        };
        /** UiFacet */
        UiFacet: {
            /**
             * Type
             * @enum {string}
             */
            type: "value" | "range";
            /** Data */
            data: components["schemas"]["UiFacetValue"][];
        };
        /** UiFacetValue */
        UiFacetValue: {
            /** Value */
            value: unknown;
            /** Count */
            count: number;
        };
        /** UiFilter */
        UiFilter: {
            /** Field */
            field: string;
            /** Values */
            values: (string | components["schemas"]["UiRange"])[];
            /**
             * Type
             * @default all
             * @enum {string}
             */
            type: "all" | "any" | "none";
        };
        /** UiRange */
        UiRange: {
            /** From */
            from?: number | null;
            /** To */
            to?: number | null;
            /** Name */
            name?: string | null;
        };
        /** UiRequest */
        UiRequest: {
            /**
             * Searchterm
             * @default
             */
            searchTerm: string;
            /** Filters */
            filters?: components["schemas"]["UiFilter"][];
            /** Sortlist */
            sortList?: components["schemas"]["UiSort"][];
            /**
             * Current
             * @default 1
             */
            current: number;
            /**
             * Resultsperpage
             * @default 20
             */
            resultsPerPage: number;
        };
        /** UiResponse */
        UiResponse: {
            /** Results */
            results: {
                [key: string]: unknown;
            }[];
            /** Totalresults */
            totalResults: number;
            /** Totalpages */
            totalPages: number;
            /** Facets */
            facets: {
                [key: string]: components["schemas"]["UiFacet"][];
            };
            /** Requestid */
            requestId: string;
            /**
             * Ingredient Terms
             * @default []
             */
            ingredient_terms: components["schemas"]["TermReading"][];
        };
        /** UiSort */
        UiSort: {
            /** Field */
            field: string;
            /**
             * Direction
             * @default
             * @enum {string}
             */
            direction: "asc" | "desc" | "";
        };
        /** UniqueIngredients */
        UniqueIngredients: {
            /** Product Id */
            product_id: number;
            /** Ingredients */
            ingredients: string[];
        };
        /** UnreadCountOut */
        UnreadCountOut: {
            /** Unread Count */
            unread_count: number;
        };
        /**
         * UnreadNameOut
         * @description An ingredient name inside a piece of the label we could not read (counted as not recognised).
         */
        UnreadNameOut: {
            /** Text */
            text: string;
            /** Could Be */
            could_be: string;
            /** Dropped Text */
            dropped_text: string;
            /** How */
            how: string;
        };
        /**
         * UnsubscribeIn
         * @description The token of the unsubscribe link every Glowdex e-mail carries (api/mail/unsubscribe.py).
         */
        UnsubscribeIn: {
            /** Token */
            token: string;
        };
        /** UserPrivate */
        UserPrivate: {
            /** User Id */
            user_id: number;
            /** Nickname */
            nickname: string;
            /** Bio */
            bio: string;
            /** Skin Type */
            skin_type: string | null;
            /** Concerns */
            concerns: string[];
            /** Location */
            location: string;
            city?: components["schemas"]["CityRef"] | null;
            /** Avatar */
            avatar: string;
            /** Is Collection Private */
            is_collection_private: boolean;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Email */
            email: string;
            /** Login Type */
            login_type: string;
            /**
             * Bio Status
             * @default accepted
             */
            bio_status: string;
            /** Bio Held Reason */
            bio_held_reason?: string | null;
        };
        /** UserPublic */
        UserPublic: {
            /** User Id */
            user_id: number;
            /** Nickname */
            nickname: string;
            /** Bio */
            bio: string;
            /** Skin Type */
            skin_type: string | null;
            /** Concerns */
            concerns: string[];
            /** Location */
            location: string;
            city?: components["schemas"]["CityRef"] | null;
            /** Avatar */
            avatar: string;
            /** Is Collection Private */
            is_collection_private: boolean;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** ViewerStateOut */
        ViewerStateOut: {
            /** Products */
            products: components["schemas"]["ProductState"][];
            /** Reviews */
            reviews: components["schemas"]["ReviewState"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    register_api_user_register_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RegisterOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    activate_api_user_activate_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_LoginData_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    login_api_user_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logout_api_user_logout_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    info_api_user_info_get: {
        parameters: {
            query?: {
                user_id?: number | null;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_UserPrivate_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    public_info_api_user_public_info_get: {
        parameters: {
            query: {
                user_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_UserPublic_"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    edit_info_api_user_edit_info_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditInfoIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_UserPrivate_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    profile_options_api_user_profile_options_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ProfileOptions_"];
                };
            };
        };
    };
    generate_code_api_validator_gen_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRequestIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    providers_api_user_social_providers_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_list_SocialProviderOut__"];
                };
            };
        };
    };
    start_api_user_social_start_get: {
        parameters: {
            query: {
                provider: "google" | "facebook";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SocialStartOut_"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    google_login_api_user_google_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                glowdex_social_flow?: string | null;
            };
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    facebook_login_api_user_facebook_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                glowdex_social_flow?: string | null;
            };
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    change_password_api_user_change_password_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    request_email_change_api_validator_change_email_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeRequestIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    change_email_api_user_change_email_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEmailIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restore_email_api_user_restore_email_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RestoreOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    forgot_password_api_user_forgot_password_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reset_link_state_api_user_reset_password_check_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ResetLinkOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reset_password_api_user_reset_password_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_account_api_user_delete_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subscribe_api_subscribe_add_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribe_api_subscribe_remove_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ack"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search_inci_api_inci_search_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordSearchIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_SearchItem__"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search_product_api_product_search_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordSearchIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_SearchItem__"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search_brand_api_brand_search_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordSearchIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_SearchItem__"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search_category_api_category_search_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordSearchIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_SearchItem__"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search_city_api_city_search_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordSearchIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_SearchItem__"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mixed_search_api_search_get: {
        parameters: {
            query?: {
                keyword?: string;
                page_no?: number;
                page_num?: number;
                kinds?: string;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SearchPage_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    autocomplete_api_search_autocomplete_get: {
        parameters: {
            query?: {
                q?: string;
                kinds?: string;
                size?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_list_Suggestion__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search_ui_api_search_ui_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UiRequest"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_UiResponse_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    random_content_api_browse_random_content_get: {
        parameters: {
            query?: {
                /** @description Shuffle seed; default changes daily. */
                seed?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ContentCard__"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    followed_users_content_api_browse_followed_users_content_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ContentCard__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_random_list_api_product_random_list_get: {
        parameters: {
            query?: {
                /** @description Shuffle seed; default changes daily. */
                seed?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ProductListItem__"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_random_list_api_routine_random_list_get: {
        parameters: {
            query?: {
                /** @description Shuffle seed; default changes daily. */
                seed?: number | null;
                /** @description random (the default: a shuffle, stable across the pages of one seed), newest, helpful (most liked) or nearest (signed in, with a city). */
                order?: "random" | "newest" | "helpful" | "nearest";
                /** @description Reviews written with this skin type; routines of members with this skin type. */
                skin_type?: ("normal" | "dry" | "oily" | "combination" | "sensitive") | null;
                /** @description At least one of these concerns (as skin types). */
                concerns?: ("acne" | "aging" | "dark_spots" | "dryness" | "dullness" | "redness" | "pores" | "sensitivity" | "texture" | "oiliness" | "pregnancy")[] | null;
                /** @description Reviews of a product, routines with a product, in this category or under it. */
                category_id?: number | null;
                /** @description Members near me: authors whose city is within this many km of the signed-in member's city. */
                near_km?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ContentCard__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_random_list_api_review_random_list_get: {
        parameters: {
            query?: {
                /** @description Shuffle seed; default changes daily. */
                seed?: number | null;
                /** @description random (the default: a shuffle, stable across the pages of one seed), newest, helpful (most liked) or nearest (signed in, with a city). */
                order?: "random" | "newest" | "helpful" | "nearest";
                /** @description Reviews written with this skin type; routines of members with this skin type. */
                skin_type?: ("normal" | "dry" | "oily" | "combination" | "sensitive") | null;
                /** @description At least one of these concerns (as skin types). */
                concerns?: ("acne" | "aging" | "dark_spots" | "dryness" | "dullness" | "redness" | "pores" | "sensitivity" | "texture" | "oiliness" | "pregnancy")[] | null;
                /** @description Reviews of a product, routines with a product, in this category or under it. */
                category_id?: number | null;
                /** @description Members near me: authors whose city is within this many km of the signed-in member's city. */
                near_km?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ContentCard__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    category_list_api_category_list_get: {
        parameters: {
            query?: {
                max_depth?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_list_CategoryOption__"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    brand_labels_api_brand_labels_get: {
        parameters: {
            query?: {
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_list_BrandLabel__"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    city_info_api_city_info_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityInfoIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CityOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    glossary_api_inci_glossary_get: {
        parameters: {
            query?: {
                /** @description A-Z, or # for digits and other signs. */
                letter?: string;
                /** @description Names containing this, in any letter. */
                q?: string;
                /** @description usage: most used in the catalogue first. */
                order?: "usage" | "name";
                page_no?: number;
                page_num?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_GlossaryPage_"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    inci_detail_api_inci_detail_get: {
        parameters: {
            query: {
                inci_uuid: string;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_InciDetail_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    like_inci_api_inci_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InciReactionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_InciReactionState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dislike_inci_api_inci_dislike_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InciReactionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_InciReactionState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    liked_incis_api_inci_user_like_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_GlossaryItem__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    disliked_incis_api_inci_user_dislike_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_GlossaryItem__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    match_products_api_inci_match_product_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchProductIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_MatchProductOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_detail_api_product_detail_get: {
        parameters: {
            query: {
                product_id: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ProductDetail_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_like_api_product_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_like_remove_api_product_like_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_dislike_api_product_dislike_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_dislike_remove_api_product_dislike_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_star_api_product_star_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_star_remove_api_product_star_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    liked_products_api_product_user_like_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ProductListItem__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    disliked_products_api_product_user_dislike_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ProductListItem__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    collected_products_api_product_user_star_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ProductListItem__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analyze_ingredient_list_api_product_analyze_get: {
        parameters: {
            query: {
                ingredient_list: string;
                /** @description Use the signed-in member's skin type and concerns. */
                personalise?: boolean;
                /** @description Analyse for this skin type instead. */
                skin_type?: ("normal" | "dry" | "oily" | "combination" | "sensitive") | null;
                /** @description ... and these concerns. */
                concerns?: ("acne" | "aging" | "dark_spots" | "dryness" | "dullness" | "redness" | "pores" | "sensitivity" | "texture" | "oiliness" | "pregnancy")[] | null;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ListAnalysisOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    compare_products_api_product_compare_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompareIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CompareOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    match_candidates_api_product_match_candidates_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchCandidatesIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_MatchCandidatesOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submit_product_api_product_submit_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSubmitIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ProductSubmitOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submit_brand_api_brand_submit_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandSubmitIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BrandSubmitOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    similar_products_api_similarity_jcd_get: {
        parameters: {
            query: {
                product_id: number;
                k?: number;
                metric?: "jaccard" | "weighted_jaccard";
                same_category?: boolean;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SimilarityOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    report_not_same_api_product_group_report_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupReportIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_GroupReportOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submit_review_api_review_submit_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewSubmitIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReviewSubmitOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_detail_api_review_detail_get: {
        parameters: {
            query: {
                review_id: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReviewOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reviews_by_user_api_review_by_user_get: {
        parameters: {
            query: {
                user_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ReviewOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_reviews_api_review_complete_by_user_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ReviewOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_review_list_api_product_review_list_get: {
        parameters: {
            query: {
                product_id: number;
                order?: "newest" | "helpful" | "rating_high" | "rating_low";
                /** @description Reviewers with my skin type and one of my concerns (from my profile; needs a token). */
                like_me?: boolean;
                /** @description Reviewers who had this skin type. */
                skin_type?: ("normal" | "dry" | "oily" | "combination" | "sensitive") | null;
                /** @description ... and one of these. */
                concerns?: ("acne" | "aging" | "dark_spots" | "dryness" | "dullness" | "redness" | "pores" | "sensitivity" | "texture" | "oiliness" | "pregnancy")[] | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ReviewOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_remove_api_review_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_set_private_api_review_set_private_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewPrivacyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PrivacyOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_like_api_review_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_star_api_review_star_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_comment_api_review_comment_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewCommentIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_comment_remove_api_review_comment_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentRemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_comment_like_api_review_comment_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentLikeOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_comment_list_api_review_comment_list_get: {
        parameters: {
            query: {
                review_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentList_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_user_like_api_review_user_like_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ReviewOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_user_star_api_review_user_star_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ReviewOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    add_routine_api_routine_add_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutineIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RoutineSavedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    edit_routine_api_routine_edit_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutineEditIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RoutineSavedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_detail_api_routine_detail_get: {
        parameters: {
            query: {
                routine_id: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RoutineOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routines_by_user_api_routine_by_user_get: {
        parameters: {
            query: {
                user_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_RoutineOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_routines_api_routine_complete_by_user_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_RoutineOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_routine_list_api_product_routine_list_get: {
        parameters: {
            query: {
                product_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_RoutineOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_remove_api_routine_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutineIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_set_private_api_routine_set_private_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutinePrivacyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PrivacyOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_like_api_routine_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutineActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_star_api_routine_star_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutineActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_comment_api_routine_comment_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutineCommentIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_comment_remove_api_routine_comment_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentRemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_comment_like_api_routine_comment_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentLikeOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_comment_list_api_routine_comment_list_get: {
        parameters: {
            query: {
                routine_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentList_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_user_like_api_routine_user_like_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_RoutineOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    routine_user_star_api_routine_user_star_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_RoutineOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rating_criterias_api_product_ratings_criterias_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CriteriasIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CriteriasOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submit_rating_api_product_ratings_submit_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RatingSubmitIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RatingSubmitOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submit_feedback_api_product_feedback_submit_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackSubmitIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FeedbackSubmitOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_detail_api_product_feedback_detail_get: {
        parameters: {
            query: {
                feedback_id: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FeedbackOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_by_user_api_product_feedback_list_get: {
        parameters: {
            query: {
                user_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_FeedbackOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_feedback_api_product_feedback_complete_list_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_FeedbackOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_feedback_api_product_feedback_of_product_get: {
        parameters: {
            query: {
                product_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_FeedbackOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rating_summary_api_product_ratings_summary_get: {
        parameters: {
            query: {
                product_id: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RatingSummaryOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_remove_api_product_feedback_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_set_private_api_product_feedback_set_private_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackPrivacyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PrivacyOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_like_api_product_feedback_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_star_api_product_feedback_star_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_comment_api_product_feedback_comment_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackCommentIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_comment_remove_api_product_feedback_comment_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentRemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_comment_like_api_product_feedback_comment_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentLikeOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_comment_list_api_product_feedback_comment_list_get: {
        parameters: {
            query: {
                feedback_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentList_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_user_like_api_product_feedback_user_like_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_FeedbackOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    feedback_user_star_api_product_feedback_user_star_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_FeedbackOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    product_dupes_api_product_dupes_get: {
        parameters: {
            query: {
                product_id: number;
                k?: number;
                /** @description same_job (default): keeps the hero actives, the same kind of product, then the base and the saving; closest_formula: the ingredient-overlap ranking, identical lists first. */
                mode?: "same_job" | "closest_formula";
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DupesOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submit_dupe_api_product_dupe_submit_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DupeSubmitIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DupeSubmitOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_detail_api_product_dupe_detail_get: {
        parameters: {
            query: {
                dupe_id: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DupeDetailOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupes_by_user_api_product_dupe_list_get: {
        parameters: {
            query: {
                user_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_DupeSuggestionOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_dupes_api_product_dupe_complete_list_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_DupeSuggestionOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_remove_api_product_dupe_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DupeIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_set_private_api_product_dupe_set_private_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DupePrivacyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PrivacyOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_like_api_product_dupe_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DupeActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_star_api_product_dupe_star_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DupeActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReactionOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_comment_api_product_dupe_comment_add_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DupeCommentIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_comment_remove_api_product_dupe_comment_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentRemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_comment_like_api_product_dupe_comment_like_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentActionIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentLikeOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_comment_list_api_product_dupe_comment_list_get: {
        parameters: {
            query: {
                dupe_id: number;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CommentList_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_user_like_api_product_dupe_user_like_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_DupeSuggestionOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dupe_user_star_api_product_dupe_user_star_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_DupeSuggestionOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    add_shelf_api_product_add_shelf_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShelfIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ShelfCreatedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    edit_shelf_api_product_shelf_edit_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShelfEditIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ShelfOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    remove_shelf_api_product_shelf_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShelfIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    shelf_set_private_api_product_shelf_set_private_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShelfPrivacyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PrivacyOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    add_to_shelf_api_product_add_to_shelf_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShelfProductIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ShelfProductStateOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    shelves_by_user_api_product_shelf_list_get: {
        parameters: {
            query?: {
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ShelfOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_shelves_api_product_shelf_complete_list_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_ShelfOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    shelves_holding_api_product_shelf_holding_get: {
        parameters: {
            query: {
                product_id: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ShelvesHoldingOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    shelf_detail_api_product_shelf_detail_get: {
        parameters: {
            query: {
                shelf_id: number;
                /** @description Whose list; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ShelfDetailOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    shelf_breakout_api_product_shelf_breakout_get: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BreakoutOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    follow_api_user_follow_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FollowState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unfollow_api_user_unfollow_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FollowState_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    following_status_api_user_following_status_get: {
        parameters: {
            query: {
                followed_id: number;
                /** @description Whose; default: the signed-in member. */
                user_id?: number | null;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FollowState_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    following_list_api_user_following_list_get: {
        parameters: {
            query?: {
                /** @description Whose; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_FollowMember__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    follower_list_api_user_follower_list_get: {
        parameters: {
            query?: {
                /** @description Whose; default: the signed-in member. */
                user_id?: number | null;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_FollowMember__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    follower_count_api_user_follower_count_get: {
        parameters: {
            query?: {
                /** @description Whose; default: the signed-in member. */
                user_id?: number | null;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FollowerCount_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    following_count_api_user_following_count_get: {
        parameters: {
            query?: {
                /** @description Whose; default: the signed-in member. */
                user_id?: number | null;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FollowingCount_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    msg_list_api_notification_msg_list_get: {
        parameters: {
            query?: {
                /** @description Only unread messages (status 1). */
                unread_only?: boolean;
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_NotificationOut__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unread_count_api_notification_unread_count_get: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_UnreadCountOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mark_read_api_notification_mark_read_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkReadIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_MarkReadOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notification_states_api_user_notification_states_get: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NotificationStates_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notification_settings_api_user_notification_settings_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NotificationStates_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    report_api_report_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ReportOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analyze_image_api_product_analyze_image_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ImageAnalysisOut_"];
                };
            };
            /** @description A multipart body that cannot be read (or with more than one file or five fields). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over 5 MB, or too many pixels (a bomb). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not multipart, or not a JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analyze_dupes_api_product_analyze_dupes_get: {
        parameters: {
            query: {
                ingredient_list: string;
                k?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ListDupesOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_analysis_api_analysis_save_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAnalysisIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SavedAnalysisItem_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_analyses_api_analysis_mine_get: {
        parameters: {
            query?: {
                page_no?: number;
                page_num?: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Page_SavedAnalysisItem__"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analysis_detail_api_analysis_detail_get: {
        parameters: {
            query: {
                analysis_id: number;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SavedAnalysisOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    shared_analysis_api_analysis_shared_get: {
        parameters: {
            query: {
                share_token: string;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SavedAnalysisOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    share_analysis_api_analysis_share_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareAnalysisIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ShareOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    remove_analysis_api_analysis_remove_post: {
        parameters: {
            query?: never;
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalysisIdIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RemovedOut_"];
                };
            };
            /** @description The body could not be read at all (bytes that are not text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    viewer_state_api_me_state_get: {
        parameters: {
            query?: {
                product_ids?: number[];
                review_ids?: number[];
                /** @description Also how each product suits the member's saved skin type and concerns (the product page asks it). */
                fit?: boolean;
                /** @description Also what the member wrote about each product: their rating and post, as the ratings summary's `mine`, and how many of their reviews of it others cannot see (the product page asks it). */
                own?: boolean;
            };
            header?: {
                token?: string | null;
                userId?: string | null;
                authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ViewerStateOut_"];
                };
            };
            /** @description Not signed in, or the session ended (`auth: false`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but acting on someone else's object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing with that id, or private to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A malformed request: one entry per field in `errors`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Search or the database is unavailable for a moment; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    health_api_health_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
}
