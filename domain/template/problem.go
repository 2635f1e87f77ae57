package template

// Problem is a broken rule of the request itself; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// Conflict is a rule broken by what the user already has (a taken name, a full list).
type Conflict string

func (c Conflict) Error() string { return string(c) }
