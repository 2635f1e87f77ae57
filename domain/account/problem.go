package account

// Problem is a broken rule whose text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }
