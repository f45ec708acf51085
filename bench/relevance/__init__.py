"""The judged search query set (data/gold/search_relevance/): loading, stable result keys, metrics, judging."""
