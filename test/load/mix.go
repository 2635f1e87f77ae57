package main

import (
	"fmt"
	"math/rand/v2"
	"net/http"

	"github.com/radscribe/radscribe/test/loadgen"
)

// share is one kind of request and how often a user sends it, in percent.
type share struct {
	percent int
	request func(u *user) *loadgen.Request
}

// user is one simulated radiologist: an account, its fixed requests and its own random
// sequence (each worker owns one user, so nothing is shared between workers).
type user struct {
	account  loadgen.Account
	requests loadgen.Requests
	etag     string
	random   *rand.Rand
	// added counts the vocabulary entries the user added, each a word of its own.
	added int
}

// mix is a working day in the workspace: the app reads the user and the template list (the
// list mostly revalidated with its ETag, as the browser does after the first load), reports
// are formatted, filled and generated, the vocabulary is read and grown, reports are rated and
// the profile's settings changed.
var mix = []share{
	{18, func(u *user) *loadgen.Request { return u.requests.User }},
	{4, func(u *user) *loadgen.Request { return u.requests.Templates }},
	{8, func(u *user) *loadgen.Request {
		r := *u.requests.Templates
		r.Kind, r.Header = "templates-304", r.Header.Clone()
		r.Header.Set("If-None-Match", u.etag)
		return &r
	}},
	{18, func(u *user) *loadgen.Request { return u.requests.Format }},
	{15, func(u *user) *loadgen.Request { return u.requests.Fill }},
	{12, func(u *user) *loadgen.Request { return u.requests.Generate }},
	{10, func(u *user) *loadgen.Request { return u.get("vocabulary", "/api/vocabulary") }},
	{3, func(u *user) *loadgen.Request {
		u.added++
		return u.send(http.MethodPost, "vocabulary-add", "/api/vocabulary", map[string]string{
			"originalWord": fmt.Sprintf("hepatc%d", u.added), "correctedWord": "hepatic", "language": "en",
		})
	}},
	// A rating after some reports; the server takes 30 an hour from each user.
	{2, func(u *user) *loadgen.Request {
		return u.send(http.MethodPost, "feedback", "/api/feedback", map[string]any{
			"feedbackType": "positive", "language": "en", "inputMethod": "external_transcript", "templateUsed": true,
		})
	}},
	{5, func(u *user) *loadgen.Request {
		return u.send(http.MethodPut, "profile", "/api/profile", map[string]string{"preferredLanguage": "en"})
	}},
	{5, func(u *user) *loadgen.Request {
		return u.send(http.MethodPut, "template-filters", "/api/template-filters", map[string]string{"modalityFilter": "CT", "languageFilter": "en"})
	}},
}

func (u *user) get(kind, path string) *loadgen.Request {
	return &loadgen.Request{Kind: kind, Method: http.MethodGet, Path: path, Header: u.account.Header(false)}
}

func (u *user) send(method, kind, path string, body any) *loadgen.Request {
	return &loadgen.Request{Kind: kind, Method: method, Path: path, Body: loadgen.JSON(body), Header: u.account.Header(true)}
}

// next is the user's next request, drawn from the mix.
func (u *user) next() *loadgen.Request {
	pick := u.random.IntN(100)
	for _, s := range mix {
		if pick < s.percent {
			return s.request(u)
		}
		pick -= s.percent
	}
	return mix[0].request(u)
}

func newUsers(accounts []loadgen.Account, templateHTML, etag string) []*user {
	users := make([]*user, len(accounts))
	for i, a := range accounts {
		users[i] = &user{
			account: a, requests: loadgen.NewRequests(a, templateHTML), etag: etag,
			random: rand.New(rand.NewPCG(uint64(i), 17)),
		}
	}
	return users
}
