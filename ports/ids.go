package ports

// IDGenerator names new rows. Ids are random, so that one id tells nothing about another and
// cannot be guessed from it.
type IDGenerator interface {
	NewID() (string, error)
}
