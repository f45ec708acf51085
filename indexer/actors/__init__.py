"""Dramatiq actors. They take ids, reload from the database and are safe to run twice."""
