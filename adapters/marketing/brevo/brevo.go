// Package brevo keeps the accounts' contacts in Brevo (formerly Sendinblue) through its REST
// API v3: contact lists (in a folder, as Brevo requires), contacts created or updated with
// their attributes, removed and read back. A 429 waits as long as Brevo's
// x-sib-ratelimit-reset header says and tries again, a bounded number of times.
package brevo

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// The attributes RadScribe sends. FIRSTNAME and LASTNAME are Brevo's own; the others must be
// created in Brevo (Contacts, Settings, Contact attributes) to be kept: SUBSCRIPTION_STATUS as
// text, RECORDING_COUNT and TOTAL_MINUTES as numbers (docs/operations.md, Brevo).
const (
	AttrFirstName          = "FIRSTNAME"
	AttrLastName           = "LASTNAME"
	AttrSubscriptionStatus = "SUBSCRIPTION_STATUS"
	AttrRecordingCount     = "RECORDING_COUNT"
	AttrTotalMinutes       = "TOTAL_MINUTES"
)

// FolderName is the folder new lists go in when the account has no folder yet.
const FolderName = "RadScribe"

const (
	// maxRateLimitRetries bounds the attempts after a 429.
	maxRateLimitRetries = 3
	// maxWait bounds one wait for the rate limit to reset; a longer reset is reported instead.
	maxWait = time.Minute
	// defaultWait is the wait after a 429 without a usable reset header.
	defaultWait = time.Second
	// pageSize is the most lists Brevo returns at once.
	pageSize = 50
	// maxErrorBody bounds how much of an error answer is read.
	maxErrorBody = 64 << 10
)

// Client implements ports.ContactSync on Brevo's API.
type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
	// sleep waits for d or until ctx ends; tests replace it.
	sleep func(ctx context.Context, d time.Duration) error
}

// New returns a client for the API at cfg.BaseURL.
func New(cfg config.MarketingBrevo) (*Client, error) {
	if strings.TrimSpace(cfg.APIKey) == "" {
		return nil, errors.New("marketing.brevo.api_key is required when marketing.provider is brevo")
	}
	base := strings.TrimRight(cfg.BaseURL, "/")
	if base == "" {
		base = "https://api.brevo.com/v3"
	}
	return &Client{baseURL: base, apiKey: cfg.APIKey, http: &http.Client{Timeout: 30 * time.Second}, sleep: sleepCtx}, nil
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

type listJSON struct {
	ID                int64  `json:"id"`
	Name              string `json:"name"`
	TotalSubscribers  int    `json:"totalSubscribers"`
	UniqueSubscribers int    `json:"uniqueSubscribers"`
}

// Lists returns every contact list, page by page.
func (c *Client) Lists(ctx context.Context) ([]ports.ContactList, error) {
	var lists []ports.ContactList
	for offset := 0; ; offset += pageSize {
		var page struct {
			Lists []listJSON `json:"lists"`
			Count int        `json:"count"`
		}
		query := url.Values{"limit": {strconv.Itoa(pageSize)}, "offset": {strconv.Itoa(offset)}, "sort": {"asc"}}
		if err := c.do(ctx, http.MethodGet, "/contacts/lists?"+query.Encode(), nil, &page); err != nil {
			return nil, err
		}
		for _, l := range page.Lists {
			lists = append(lists, ports.ContactList{ID: l.ID, Name: l.Name, Subscribers: max(l.TotalSubscribers, l.UniqueSubscribers)})
		}
		if len(page.Lists) < pageSize || len(lists) >= page.Count {
			return lists, nil
		}
	}
}

// CreateList makes a list in the account's first folder, or in a new folder FolderName when
// it has none.
func (c *Client) CreateList(ctx context.Context, name string) (ports.ContactList, error) {
	folderID, err := c.folder(ctx)
	if err != nil {
		return ports.ContactList{}, err
	}
	var created struct {
		ID int64 `json:"id"`
	}
	body := map[string]any{"name": name, "folderId": folderID}
	if err := c.do(ctx, http.MethodPost, "/contacts/lists", body, &created); err != nil {
		return ports.ContactList{}, err
	}
	return ports.ContactList{ID: created.ID, Name: name}, nil
}

func (c *Client) folder(ctx context.Context) (int64, error) {
	var folders struct {
		Folders []struct {
			ID int64 `json:"id"`
		} `json:"folders"`
	}
	if err := c.do(ctx, http.MethodGet, "/contacts/folders?limit=10&offset=0&sort=asc", nil, &folders); err != nil {
		return 0, err
	}
	if len(folders.Folders) > 0 {
		return folders.Folders[0].ID, nil
	}
	var created struct {
		ID int64 `json:"id"`
	}
	if err := c.do(ctx, http.MethodPost, "/contacts/folders", map[string]any{"name": FolderName}, &created); err != nil {
		return 0, err
	}
	return created.ID, nil
}

// Upsert creates the contact or updates the one with its address (updateEnabled).
func (c *Client) Upsert(ctx context.Context, contact ports.Contact) error {
	body := map[string]any{
		"email": contact.Email,
		"attributes": map[string]any{
			AttrFirstName:          contact.FirstName,
			AttrLastName:           contact.LastName,
			AttrSubscriptionStatus: contact.SubscriptionStatus,
			AttrRecordingCount:     contact.Recordings,
			AttrTotalMinutes:       contact.TotalMinutes,
		},
		"updateEnabled": true,
	}
	if len(contact.ListIDs) > 0 {
		body["listIds"] = contact.ListIDs
	}
	return c.do(ctx, http.MethodPost, "/contacts", body, nil)
}

// Remove deletes the contact.
func (c *Client) Remove(ctx context.Context, email string) error {
	return c.do(ctx, http.MethodDelete, "/contacts/"+url.PathEscape(email), nil, nil)
}

// Contact returns the contact as Brevo describes it.
func (c *Client) Contact(ctx context.Context, email string) ([]byte, error) {
	var raw json.RawMessage
	if err := c.do(ctx, http.MethodGet, "/contacts/"+url.PathEscape(email), nil, &raw); err != nil {
		return nil, err
	}
	return raw, nil
}

// do sends one request, waiting and retrying after a 429, and decodes a successful answer's
// JSON into out (when out is not nil and the answer has a body).
func (c *Client) do(ctx context.Context, method, path string, body, out any) error {
	var payload []byte
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			return err
		}
	}
	for attempt := 0; ; attempt++ {
		resp, err := c.send(ctx, method, path, payload)
		if err != nil {
			return err
		}
		if resp.StatusCode == http.StatusTooManyRequests && attempt < maxRateLimitRetries {
			wait := resetWait(resp.Header)
			drain(resp)
			if wait > maxWait {
				return fmt.Errorf("%w: Brevo's rate limit resets in %s", ports.ErrContactSyncUnavailable, wait)
			}
			if err := c.sleep(ctx, wait); err != nil {
				return err
			}
			continue
		}
		return decode(resp, out)
	}
}

func (c *Client) send(ctx context.Context, method, path string, payload []byte) (*http.Response, error) {
	var reader io.Reader
	if payload != nil {
		reader = bytes.NewReader(payload)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, reader)
	if err != nil {
		return nil, err
	}
	req.Header.Set("api-key", c.apiKey)
	req.Header.Set("Accept", "application/json")
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// The client's error repeats the URL, which may hold a contact's address.
		var urlErr *url.Error
		if errors.As(err, &urlErr) {
			err = urlErr.Err
		}
		return nil, fmt.Errorf("%w: %s %s: %v", ports.ErrContactSyncUnavailable, method, redactPath(path), err)
	}
	return resp, nil
}

// redactPath keeps an address in a path out of the error that is logged.
func redactPath(path string) string {
	if strings.HasPrefix(path, "/contacts/") && !strings.HasPrefix(path, "/contacts/lists") && !strings.HasPrefix(path, "/contacts/folders") {
		return "/contacts/{email}"
	}
	return path
}

// resetWait reads how long until Brevo's rate limit resets: x-sib-ratelimit-reset in seconds,
// else Retry-After, else a second.
func resetWait(h http.Header) time.Duration {
	for _, name := range []string{"x-sib-ratelimit-reset", "Retry-After"} {
		if v := strings.TrimSpace(h.Get(name)); v != "" {
			if seconds, err := strconv.ParseFloat(v, 64); err == nil && seconds >= 0 {
				return max(time.Duration(seconds*float64(time.Second)), 100*time.Millisecond)
			}
		}
	}
	return defaultWait
}

func drain(resp *http.Response) {
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxErrorBody))
	_ = resp.Body.Close()
}

func decode(resp *http.Response, out any) error {
	defer drain(resp)
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		if out == nil || resp.StatusCode == http.StatusNoContent {
			return nil
		}
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("%w: reading Brevo's answer: %v", ports.ErrContactSyncUnavailable, err)
		}
		return nil
	}
	var problem struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	}
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
	_ = json.Unmarshal(raw, &problem)
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return fmt.Errorf("%w (%s)", ports.ErrNotFound, problem.Message)
	case resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests:
		return fmt.Errorf("%w: Brevo answered %d", ports.ErrContactSyncUnavailable, resp.StatusCode)
	}
	return &ports.ContactServiceError{Status: resp.StatusCode, Code: problem.Code, Message: problem.Message}
}

var _ ports.ContactSync = (*Client)(nil)
