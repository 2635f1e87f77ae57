// Package phi finds patient data in a transcript (names after titles or "patient", dates of
// birth, record and accession numbers, phone numbers, e-mail and street addresses) so the user
// can be warned, and masks it before text leaves for an external service.
package phi
