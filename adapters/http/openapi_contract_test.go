package http

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
	"github.com/stretchr/testify/require"
)

func init() {
	// Transcription streams are read whole, as text; checkEvents checks each event's data.
	openapi3filter.RegisterBodyDecoder("text/event-stream", openapi3filter.PlainBodyDecoder)
}

// contract checks every exchange of the browsers it is given against the OpenAPI document:
// the route is documented; a request the document refuses is refused by the app too; the
// answer's status is listed for its operation (not left to "default"); and its headers and
// body are as documented, objects having no field the document does not list.
type contract struct {
	t      *testing.T
	doc    *openapi3.T
	router routers.Router
	next   http.RoundTripper

	mu        sync.Mutex
	exchanges []exchange
}

// exchange is one checked request: its operation, the answer's status and, when the document
// refuses the request, why.
type exchange struct {
	operation  string
	status     int
	requestErr error
}

func newContract(t *testing.T) *contract {
	t.Helper()
	doc := loadOpenAPI(t)
	strictAnswers(doc)
	router, err := gorillamux.NewRouter(doc)
	require.NoError(t, err)
	return &contract{t: t, doc: doc, router: router, next: http.DefaultTransport}
}

// browser sends b's requests through the contract.
func (c *contract) browser(b *browser) *browser {
	b.client.Transport = c
	return b
}

// signedIn is env.signedIn with the sign-up checked too.
func (c *contract) signedIn(env *testEnv, base, email, ip string) *browser {
	c.t.Helper()
	b := c.browser(newBrowser(c.t, base))
	b.ip = ip
	env.signUp(c.t, b, email)
	return b
}

// last is the exchange checked last.
func (c *contract) last() exchange {
	c.mu.Lock()
	defer c.mu.Unlock()
	require.NotEmpty(c.t, c.exchanges)
	return c.exchanges[len(c.exchanges)-1]
}

// covered lists the operations exchanged, as "METHOD /path".
func (c *contract) covered() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	seen := map[string]bool{}
	for _, e := range c.exchanges {
		seen[e.operation] = true
	}
	var list []string
	for op := range seen {
		list = append(list, op)
	}
	slices.Sort(list)
	return list
}

// uncovered lists the documented operations not exchanged.
func (c *contract) uncovered() []string {
	covered := c.covered()
	var list []string
	for path, item := range c.doc.Paths.Map() {
		for method := range item.Operations() {
			if !slices.Contains(covered, method+" "+path) {
				list = append(list, method+" "+path)
			}
		}
	}
	slices.Sort(list)
	return list
}

// statuses lists the statuses answered, each once.
func (c *contract) statuses() []int {
	c.mu.Lock()
	defer c.mu.Unlock()
	var list []int
	for _, e := range c.exchanges {
		if !slices.Contains(list, e.status) {
			list = append(list, e.status)
		}
	}
	slices.Sort(list)
	return list
}

func (c *contract) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		var err error
		if body, err = io.ReadAll(req.Body); err != nil {
			return nil, err
		}
		_ = req.Body.Close()
	}
	send := req.Clone(req.Context())
	send.Body = io.NopCloser(bytes.NewReader(body))
	route, params, err := c.router.FindRoute(req)
	if err != nil {
		c.t.Errorf("%s %s is not in the OpenAPI document: %v", req.Method, req.URL.Path, err)
		return c.next.RoundTrip(send)
	}
	checked := req.Clone(context.Background())
	checked.Body = io.NopCloser(bytes.NewReader(body))
	input := &openapi3filter.RequestValidationInput{
		Request: checked, PathParams: params, Route: route,
		Options: &openapi3filter.Options{AuthenticationFunc: sessionCookieSent, MultiError: true},
	}
	requestErr := openapi3filter.ValidateRequest(context.Background(), input)

	resp, err := c.next.RoundTrip(send)
	if err != nil {
		return nil, err
	}
	raw, err := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if err != nil {
		return nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(raw))
	c.check(input, resp, raw, requestErr)
	return resp, nil
}

// check checks one answer; failures name the operation, the status and the body.
func (c *contract) check(input *openapi3filter.RequestValidationInput, resp *http.Response, raw []byte, requestErr error) {
	route := input.Route
	operation := route.Method + " " + route.Path
	status := resp.StatusCode
	c.mu.Lock()
	c.exchanges = append(c.exchanges, exchange{operation: operation, status: status, requestErr: requestErr})
	c.mu.Unlock()

	if requestErr != nil && status < http.StatusBadRequest {
		c.t.Errorf("%s: the app answered %d to a request the document refuses: %v", operation, status, requestErr)
	}
	if route.Operation.Responses.Status(status) == nil {
		c.t.Errorf("%s: status %d is not listed for the operation: %s", operation, status, raw)
		return
	}
	err := openapi3filter.ValidateResponse(context.Background(), &openapi3filter.ResponseValidationInput{
		RequestValidationInput: input, Status: status, Header: resp.Header, Body: io.NopCloser(bytes.NewReader(raw)),
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	})
	if err != nil {
		c.t.Errorf("%s: the answer %d is not as documented: %v\n%s", operation, status, err, raw)
	}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		c.checkEvents(operation, raw)
	}
}

// eventSchemas are the schemas of the transcription stream's events' data.
var eventSchemas = map[string]string{"delta": "TranscriptionDelta", "done": "Transcription", "error": "TranscriptionError"}

// checkEvents checks each server-sent event's data against its schema.
func (c *contract) checkEvents(operation string, stream []byte) {
	events := 0
	for _, block := range strings.Split(strings.TrimSpace(string(stream)), "\n\n") {
		var name, data string
		for _, line := range strings.Split(block, "\n") {
			if value, ok := strings.CutPrefix(line, "event:"); ok {
				name = strings.TrimSpace(value)
			}
			if value, ok := strings.CutPrefix(line, "data:"); ok {
				data = value
			}
		}
		schema, known := eventSchemas[name]
		if !known {
			c.t.Errorf("%s: an event the document does not name: %q", operation, block)
			continue
		}
		var value any
		if err := json.Unmarshal([]byte(data), &value); err != nil {
			c.t.Errorf("%s: the %s event's data is not JSON: %q", operation, name, data)
			continue
		}
		if err := c.doc.Components.Schemas[schema].Value.VisitJSON(value); err != nil {
			c.t.Errorf("%s: the %s event is not a %s: %v", operation, name, schema, err)
		}
		events++
	}
	if events == 0 {
		c.t.Errorf("%s: an event stream without events", operation)
	}
}

// sessionCookieSent passes a request that carries the cookie a security scheme names.
func sessionCookieSent(_ context.Context, in *openapi3filter.AuthenticationInput) error {
	if _, err := in.RequestValidationInput.Request.Cookie(in.SecurityScheme.Name); err != nil {
		return fmt.Errorf("no %s cookie", in.SecurityScheme.Name)
	}
	return nil
}

// strictAnswers makes every object schema the app answers with (and the stream's events)
// refuse fields it does not list, so that a field added to an answer and not to the document
// fails the test. Clients are not told so (the document leaves additionalProperties open):
// they should accept new fields. allOf is merged first, as its parts cannot each be closed.
func strictAnswers(doc *openapi3.T) {
	closed := false
	seen := map[*openapi3.Schema]bool{}
	var visit func(ref *openapi3.SchemaRef)
	visit = func(ref *openapi3.SchemaRef) {
		if ref == nil || ref.Value == nil || seen[ref.Value] {
			return
		}
		s := ref.Value
		seen[s] = true
		mergeAllOf(s)
		if len(s.Properties) > 0 && s.AdditionalProperties.Has == nil && s.AdditionalProperties.Schema == nil {
			s.AdditionalProperties.Has = &closed
		}
		for _, property := range s.Properties {
			visit(property)
		}
		visit(s.Items)
		visit(s.AdditionalProperties.Schema)
	}
	for _, item := range doc.Paths.Map() {
		for _, op := range item.Operations() {
			for _, response := range op.Responses.Map() {
				if response.Value == nil {
					continue
				}
				for _, media := range response.Value.Content {
					visit(media.Schema)
				}
			}
		}
	}
	for _, name := range eventSchemas {
		visit(doc.Components.Schemas[name])
	}
}

// mergeAllOf makes an allOf of object schemas one object schema with all their properties.
func mergeAllOf(s *openapi3.Schema) {
	for _, part := range s.AllOf {
		mergeAllOf(part.Value)
		if s.Properties == nil {
			s.Properties = openapi3.Schemas{}
		}
		for name, property := range part.Value.Properties {
			s.Properties[name] = property
		}
		s.Required = append(s.Required, part.Value.Required...)
		s.Type = &openapi3.Types{openapi3.TypeObject}
	}
	s.AllOf = nil
}
