"""Google and Facebook sign-in: OpenID Connect authorization-code flow with PKCE (docs/architecture.md
"Account security")."""
