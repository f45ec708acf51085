"""Label photos, list dupes and saved analyses (issue 24). `/product/analyze` itself stays in products/router.py
and answers `ListAnalysisOut` from this feature's service."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, Response

from api.analysis.schemas import MAX_INGREDIENT_LIST_CHARS
from api.content.routes import OWNER
from api.content.schemas import RemovedOut
from api.db.session import ReadSession, WriteSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser, Limiter, OptionalUser, client_ip
from api.envelope import Envelope, ErrorBody, Page, ok, ok_model
from api.files.app import UPLOAD_BODY, read_image_field
from api.labels import saved, service
from api.labels.ocr import OcrText
from api.labels.schemas import (
    AnalysisIdIn,
    ImageAnalysisOut,
    ListDupesOut,
    SaveAnalysisIn,
    SavedAnalysisItem,
    SavedAnalysisOut,
    ShareAnalysisIn,
    ShareOut,
)
from api.paging import Paging10
from api.runtimes import AppRuntimes, Runtimes
from api.settings import Settings

router = APIRouter(tags=["labels"], route_class=AppRoute)
IdQuery = Annotated[int, Query(ge=1, le=2**53)]
ListQuery = Annotated[str, Query(min_length=1, max_length=MAX_INGREDIENT_LIST_CHARS)]


def read_allowed(request: Request, limiter: Limiter) -> None:
    """Reads per client address, from the headers alone (nothing of the body has been read yet)."""
    settings: Settings = request.app.state.settings
    limiter.hit(f"label-read:{client_ip(request)}", *settings.label_read_rate)


async def label_text(request: Request, _allowed: Annotated[None, Depends(read_allowed)]
                     ) -> tuple[OcrText, tuple[str, ...]]:
    """The photo's text: the body read as an upload is (same byte cap, multipart `file`), its header checked, then
    decoded and read in the process's OCR pool, off the request threads (async: a waiting read holds none). The
    app's fitted resolver goes with it (from a session of its own, closed before the wait): it tells whether an
    unsure first reading is worth a second pass."""
    runtimes: Runtimes = request.app.state.runtimes
    ocr = runtimes.label_ocr
    data = await read_image_field(request, ocr.reader.limits)
    return await ocr.read(data, lambda: runtimes.engine.get(runtimes.db.makers.read).resolver)


@router.post("/product/analyze_image", response_model=Envelope[ImageAnalysisOut], openapi_extra=UPLOAD_BODY,
             summary="Read an ingredient list from a label photo and analyse it (multipart field `file`)",
             responses={400: {"model": ErrorBody, "description": "A multipart body that cannot be read (or with more "
                                                                "than one file or five fields)."},
                        413: {"model": ErrorBody, "description": "Over 5 MB, or too many pixels (a bomb)."},
                        415: {"model": ErrorBody, "description": "Not multipart, or not a JPEG, PNG or WebP."}})
def analyze_image(read: Annotated[tuple[OcrText, tuple[str, ...]], Depends(label_text)], session: ReadSession,
                  runtimes: AppRuntimes, viewer: OptionalUser) -> Response:
    ocr, steps = read
    return ok_model(service.analyze_photo(session, runtimes, ocr, steps, viewer))


@router.get("/product/analyze_dupes", response_model=Envelope[ListDupesOut],
            summary="Cheaper products that keep the list's key actives")
def analyze_dupes(ingredient_list: ListQuery, session: ReadSession, runtimes: AppRuntimes, viewer: OptionalUser,
                  k: Annotated[int, Query(ge=1, le=50)] = 10) -> Envelope[ListDupesOut]:
    return ok(service.list_dupes(session, runtimes, ingredient_list, viewer, k))


@router.post("/analysis/save", response_model=Envelope[SavedAnalysisItem], openapi_extra=dict(OWNER),
             summary=f"Keep an analysed list under a name (private; at most {saved.MAX_SAVED})")
def save_analysis(body: SaveAnalysisIn, user: CurrentUser, session: WriteSession) -> Envelope[SavedAnalysisItem]:
    return ok(saved.save(session, user, body), "Saved. Only you can see it unless you share its link.")


@router.get("/analysis/mine", response_model=Envelope[Page[SavedAnalysisItem]],
            summary="The signed-in member's saved analyses, newest first")
def my_analyses(user: CurrentUser, session: ReadSession, paging: Paging10) -> Envelope[Page[SavedAnalysisItem]]:
    return ok(saved.mine(session, user, paging))


@router.get("/analysis/detail", response_model=Envelope[SavedAnalysisOut], summary="One of your saved analyses")
def analysis_detail(analysis_id: IdQuery, user: CurrentUser, session: ReadSession,
                    runtimes: AppRuntimes) -> Response:
    return ok_model(saved.detail(session, runtimes, analysis_id, user))


@router.get("/analysis/shared", response_model=Envelope[SavedAnalysisOut],
            summary="A saved analysis its owner shared, by its link's token")
def shared_analysis(share_token: Annotated[str, Query(min_length=16, max_length=43, pattern=r"^[A-Za-z0-9_-]+$")],
                    session: ReadSession, runtimes: AppRuntimes, viewer: OptionalUser) -> Response:
    return ok_model(saved.shared(session, runtimes, share_token, viewer))


@router.post("/analysis/share", response_model=Envelope[ShareOut], openapi_extra=dict(OWNER),
             summary="Share your saved analysis by link (shared: true) or take the link back (false)")
def share_analysis(body: ShareAnalysisIn, user: CurrentUser, session: WriteSession) -> Envelope[ShareOut]:
    return ok(saved.share(session, user, body.analysis_id, body.shared))


@router.post("/analysis/remove", response_model=Envelope[RemovedOut], openapi_extra=dict(OWNER),
             summary="Remove your saved analysis (its link stops working)")
def remove_analysis(body: AnalysisIdIn, user: CurrentUser, session: WriteSession) -> Envelope[RemovedOut]:
    return ok(saved.remove(session, user, body.analysis_id))
